import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useCurrentUser } from '../api/get-current-user';

interface ProtectedRouteProps {
  /** Only admins may pass; other logged-in users go home. */
  adminOnly?: boolean;
  /** Rendered when allowed; defaults to the nested routes. */
  children?: ReactNode;
}

/** Spinner while the session loads, /auth for visitors, / for non-admins on admin screens. */
export function ProtectedRoute({ adminOnly = false, children }: ProtectedRouteProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) return <Navigate to={appPaths.auth} replace />;
  if (adminOnly && user.role !== 'admin') return <Navigate to={appPaths.home} replace />;
  return children ?? <Outlet />;
}
