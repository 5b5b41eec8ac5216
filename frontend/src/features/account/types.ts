import type { PublicUser, Role } from '@pokerfest/domain';

export type UserRole = Role;

/** The user record as GET /api/user, POST /api/login and POST /api/register return it. */
export type CurrentUser = PublicUser;
