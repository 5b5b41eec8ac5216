import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useCurrentUser } from '../api/get-current-user';

interface ProtectedRouteProps {
  /** Only admins may pass; other logged-in users go home. */
  adminOnly?: boolean;
  /** Rendered when allowed; defaults to the nested routes. */
  children?: ReactNode;
}

/** Spinner while the session loads, /auth (returning here afterwards) for visitors, / for non-admins on admin screens. */
export function ProtectedRoute({ adminOnly = false, children }: ProtectedRouteProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={appPaths.authWithReturn(here)} replace />;
  }
  if (adminOnly && user.role !== 'admin') return <Navigate to={appPaths.home} replace />;
  return children ?? <Outlet />;
}
