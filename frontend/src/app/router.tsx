import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
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

/** A route showing the screen `pick` takes from the chunk `load` fetches (each import() its own literal, so each screen is its own chunk). */
function screenRoute<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return lazyRoute(path, lazyScreen(load, pick));
}

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: appPaths.home, element: <HomeRoute />, handle: { preload: preloadHome } satisfies RouteHandle },
      screenRoute(appPaths.auth, () => import('./routes/auth'), (module) => module.AuthRoute),
      screenRoute(appPaths.forgotPassword, () => import('./routes/forgot-password'), (module) => module.ForgotPasswordRoute),
      screenRoute(appPaths.resetPassword, () => import('./routes/reset-password'), (module) => module.ResetPasswordRoute),
      lazyRoute(appPaths.festival.pattern, festival, <FestivalEntry />),
      screenRoute(appPaths.waitingListLeave, () => import('./routes/waiting-list-leave'), (module) => module.WaitingListLeaveRoute),
      screenRoute(appPaths.help, () => import('./routes/help'), (module) => module.HelpRoute),
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
      screenRoute(appPaths.bookingDetails, () => import('./routes/booking-details'), (module) => module.BookingDetailsRoute),
      screenRoute(appPaths.bookingPayment, () => import('./routes/booking-payment'), (module) => module.BookingPaymentRoute),
      {
        // logged-in screens
        element: <ProtectedRoute />,
        children: [
          screenRoute(appPaths.bookingConfirmation, () => import('./routes/booking-confirmation'), (module) => module.BookingConfirmationRoute),
          screenRoute(appPaths.bookingWizard.pattern, () => import('./routes/booking-wizard'), (module) => module.BookingWizardRoute),
          screenRoute(appPaths.dashboard, () => import('./routes/dashboard'), (module) => module.DashboardRoute),
          screenRoute(appPaths.orderChange.pattern, () => import('./routes/order-change'), (module) => module.OrderChangeRoute),
          screenRoute(appPaths.orderCancel.pattern, () => import('./routes/order-cancel'), (module) => module.OrderCancelRoute),
        ],
      },
      { element: <ProtectedRoute adminOnly />, children: [screenRoute(appPaths.admin, () => import('./routes/admin'), (module) => module.AdminRoute)] },
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
