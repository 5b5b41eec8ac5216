import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { appPaths } from '../config/paths';
import { ProtectedRoute } from '../features/account/components/protected-route';
import { prefetchFestival } from '../features/catalogue';
import { legalDocumentOrder, legalDocuments } from '../features/legal';
import { SiteLayout } from '../features/site-chrome/components/site-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

/**
 * The route table of product spec section 2. Every screen but Home is its own chunk, loaded when
 * visited: the first page stays small.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: appPaths.home, element: <HomeRoute /> },
        { path: appPaths.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
        { path: appPaths.forgotPassword, lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }) },
        { path: appPaths.resetPassword, lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }) },
        {
          path: appPaths.festival.pattern,
          // the festival's reads start beside its code, not after it (they never hold the navigation up)
          loader: ({ params }) => {
            if (params.id) prefetchFestival(queryClient, params.id);
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/festival')).FestivalRoute }),
        },
        { path: appPaths.waitingListLeave, lazy: async () => ({ Component: (await import('./routes/waiting-list-leave')).WaitingListLeaveRoute }) },
        { path: appPaths.help, lazy: async () => ({ Component: (await import('./routes/help')).HelpRoute }) },
        // terms, privacy, cancellation policy, imprint: the page and its owner-edited text arrive together
        ...legalDocumentOrder.map((id) => {
          const legalDocument = legalDocuments[id];
          return {
            path: legalDocument.path,
            lazy: async () => {
              const [{ LegalRoute }, source] = await Promise.all([import('./routes/legal'), legalDocument.load()]);
              return { element: <LegalRoute document={legalDocument} source={source} /> };
            },
          };
        }),
        // logged-in screens that show a visitor their own 'Authentication Required' card instead of redirecting
        { path: appPaths.bookingDetails, lazy: async () => ({ Component: (await import('./routes/booking-details')).BookingDetailsRoute }) },
        { path: appPaths.bookingPayment, lazy: async () => ({ Component: (await import('./routes/booking-payment')).BookingPaymentRoute }) },
        {
          // logged-in screens
          element: <ProtectedRoute />,
          children: [
            { path: appPaths.bookingConfirmation, lazy: async () => ({ Component: (await import('./routes/booking-confirmation')).BookingConfirmationRoute }) },
            { path: appPaths.bookingWizard.pattern, lazy: async () => ({ Component: (await import('./routes/booking-wizard')).BookingWizardRoute }) },
            { path: appPaths.dashboard, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
            { path: appPaths.orderChange.pattern, lazy: async () => ({ Component: (await import('./routes/order-change')).OrderChangeRoute }) },
            { path: appPaths.orderCancel.pattern, lazy: async () => ({ Component: (await import('./routes/order-cancel')).OrderCancelRoute }) },
          ],
        },
        {
          element: <ProtectedRoute adminOnly />,
          children: [{ path: appPaths.admin, lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) }],
        },
        { path: appPaths.notFound, element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
