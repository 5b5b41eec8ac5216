import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { appPaths } from '../config/paths';
import { ProtectedRoute } from '../features/account/components/protected-route';
import { prefetchFestival } from '../features/catalogue';
import { legalDocumentOrder, legalDocuments } from '../features/legal';
import { SiteLayout } from '../features/site-chrome/components/site-layout';
import { forgetFailedLoads, lazyScreen, type LazyScreen } from './lazy-screen';
import { HomeRoute, preloadHome } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

// The route table of product spec section 2, in React Router's declarative mode: the data router
// (loaders, actions, fetchers) is a third of the library and the shop used only its lazy routes,
// which `lazyScreen` gives (ADR 0026 addendum). Every screen but Home is its own chunk.

const festival = lazyScreen(() => import('./routes/festival'), (module) => module.FestivalRoute);

/** The festival page: its reads start beside its code, not after it (they never hold the navigation up). */
function FestivalEntry() {
  const queryClient = useQueryClient();
  const { id } = useParams();
  // prefetchQuery does nothing while the data is fresh, so a re-render costs nothing
  if (id) prefetchFestival(queryClient, id);
  return <festival.Screen />;
}

/** What a route's first render needs loaded first (its screen's code, the home page's slides). */
interface RouteHandle {
  preload: (queryClient: QueryClient) => Promise<unknown>;
}

/** A route whose screen is a lazy chunk, loaded ahead of a first render on it. */
function lazyRoute(path: string, screen: LazyScreen, element = <screen.Screen />): RouteObject {
  return { path, element, handle: { preload: screen.preload } satisfies RouteHandle };
}

const screen = {
  auth: lazyScreen(() => import('./routes/auth'), (module) => module.AuthRoute),
  forgotPassword: lazyScreen(() => import('./routes/forgot-password'), (module) => module.ForgotPasswordRoute),
  resetPassword: lazyScreen(() => import('./routes/reset-password'), (module) => module.ResetPasswordRoute),
  waitingListLeave: lazyScreen(() => import('./routes/waiting-list-leave'), (module) => module.WaitingListLeaveRoute),
  help: lazyScreen(() => import('./routes/help'), (module) => module.HelpRoute),
  bookingDetails: lazyScreen(() => import('./routes/booking-details'), (module) => module.BookingDetailsRoute),
  bookingPayment: lazyScreen(() => import('./routes/booking-payment'), (module) => module.BookingPaymentRoute),
  bookingConfirmation: lazyScreen(() => import('./routes/booking-confirmation'), (module) => module.BookingConfirmationRoute),
  bookingWizard: lazyScreen(() => import('./routes/booking-wizard'), (module) => module.BookingWizardRoute),
  dashboard: lazyScreen(() => import('./routes/dashboard'), (module) => module.DashboardRoute),
  orderChange: lazyScreen(() => import('./routes/order-change'), (module) => module.OrderChangeRoute),
  orderCancel: lazyScreen(() => import('./routes/order-cancel'), (module) => module.OrderCancelRoute),
  admin: lazyScreen(() => import('./routes/admin'), (module) => module.AdminRoute),
};

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: appPaths.home, element: <HomeRoute />, handle: { preload: preloadHome } satisfies RouteHandle },
      lazyRoute(appPaths.auth, screen.auth),
      lazyRoute(appPaths.forgotPassword, screen.forgotPassword),
      lazyRoute(appPaths.resetPassword, screen.resetPassword),
      lazyRoute(appPaths.festival.pattern, festival, <FestivalEntry />),
      lazyRoute(appPaths.waitingListLeave, screen.waitingListLeave),
      lazyRoute(appPaths.help, screen.help),
      // terms, privacy, cancellation policy, imprint: the page and its owner-edited text arrive together
      ...legalDocumentOrder.map((id) => {
        const legalDocument = legalDocuments[id];
        const legal = lazyScreen(
          () => Promise.all([import('./routes/legal'), legalDocument.load()]),
          ([{ LegalRoute }, source]) =>
            function LegalScreen() {
              return <LegalRoute document={legalDocument} source={source} />;
            },
        );
        return lazyRoute(legalDocument.path, legal);
      }),
      // logged-in screens that show a visitor their own 'Authentication Required' card instead of redirecting
      lazyRoute(appPaths.bookingDetails, screen.bookingDetails),
      lazyRoute(appPaths.bookingPayment, screen.bookingPayment),
      {
        // logged-in screens
        element: <ProtectedRoute />,
        children: [
          lazyRoute(appPaths.bookingConfirmation, screen.bookingConfirmation),
          lazyRoute(appPaths.bookingWizard.pattern, screen.bookingWizard),
          lazyRoute(appPaths.dashboard, screen.dashboard),
          lazyRoute(appPaths.orderChange.pattern, screen.orderChange),
          lazyRoute(appPaths.orderCancel.pattern, screen.orderCancel),
        ],
      },
      { element: <ProtectedRoute adminOnly />, children: [lazyRoute(appPaths.admin, screen.admin)] },
      { path: appPaths.notFound, element: <NotFoundRoute /> },
    ],
  },
];

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'preload' in handle;

/** Loads what the screens `pathname` shows need first; a failed load is left to the route's error boundary. */
export async function preloadRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.preload(queryClient).catch(() => undefined) : undefined)));
}

/**
 * The shop's screens; a screen that fails while rendering (or loading its code) shows the error page
 * until the visitor moves on, and a screen whose code failed is asked for again on its next visit.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(appRoutes);
  return (
    <ErrorBoundary FallbackComponent={RouteErrorScreen} resetKeys={[pathname]} onReset={forgetFailedLoads}>
      {routes}
    </ErrorBoundary>
  );
}
