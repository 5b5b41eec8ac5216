// The account's public entry: the current user and the login dialog.
export { currentUserQueryKey, useCurrentUser } from './api/get-current-user';
export type { CurrentUser } from './types';
export { AuthDialogOnDemand as AuthDialog } from './components/auth-dialog-on-demand';
