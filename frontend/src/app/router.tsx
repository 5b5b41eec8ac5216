import { createBrowserRouter } from 'react-router-dom';
import { appPaths } from '../config/paths';
import { ProtectedRoute } from '../features/account/components/protected-route';
import { SiteLayout } from '../features/site-chrome/components/site-layout';
import { AdminRoute } from './routes/admin';
import { AuthRoute } from './routes/auth';
import { BookingConfirmationRoute } from './routes/booking-confirmation';
import { BookingDetailsRoute } from './routes/booking-details';
import { BookingPaymentRoute } from './routes/booking-payment';
import { BookingWizardRoute } from './routes/booking-wizard';
import { DashboardRoute } from './routes/dashboard';
import { FestivalRoute } from './routes/festival';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HelpRoute } from './routes/help';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ResetPasswordRoute } from './routes/reset-password';
import { RouteErrorScreen } from './routes/route-error';

/** The route table of product spec section 2. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: appPaths.home, element: <HomeRoute /> },
        { path: appPaths.auth, element: <AuthRoute /> },
        { path: appPaths.forgotPassword, element: <ForgotPasswordRoute /> },
        { path: appPaths.resetPassword, element: <ResetPasswordRoute /> },
        { path: appPaths.festival.pattern, element: <FestivalRoute /> },
        { path: appPaths.help, element: <HelpRoute /> },
        {
          // logged-in screens
          element: <ProtectedRoute />,
          children: [
            { path: appPaths.bookingDetails, element: <BookingDetailsRoute /> },
            { path: appPaths.bookingPayment, element: <BookingPaymentRoute /> },
            { path: appPaths.bookingConfirmation, element: <BookingConfirmationRoute /> },
            { path: appPaths.bookingWizard.pattern, element: <BookingWizardRoute /> },
            { path: appPaths.dashboard, element: <DashboardRoute /> },
          ],
        },
        {
          element: <ProtectedRoute adminOnly />,
          children: [{ path: appPaths.admin, element: <AdminRoute /> }],
        },
        { path: appPaths.notFound, element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
