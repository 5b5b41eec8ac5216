// The account's public entry: the current user, logging out, how a role reads, and the login dialog.
export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from './api/get-current-user';
export { useLogout } from './api/logout';
export { roleLabel } from './role-label';
export type { CurrentUser } from './types';
export { AuthDialogOnDemand as AuthDialog } from './components/auth-dialog-on-demand';
