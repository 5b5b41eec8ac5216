import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import type { CurrentUser } from '../types';
import { rememberSignedInUser } from './get-current-user';

/** The body of POST /api/login, as the login forms output it. */
export type LoginBody = z.output<typeof loginSchema>;

/** POST /api/login; answers the logged-in user. */
export function login(body: LoginBody): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', apiPaths.login, body);
}

/** Logs in and caches the user; screens add their own success and failure handling per call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}
