import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { currentUserQueryKey } from '../../account';
import { loyaltySummaryQueryKey } from '../../loyalty';
import { pointsAdjustmentFailure } from '../points-adjustment';
import { adminUsersQueryKey } from './admin-reads';
import { loyaltyAuditQueryKey } from './get-loyalty-transactions';

export interface PointsAdjustment {
  userId: number;
  /** Only for the success toast; not sent. */
  username: string;
  points: number;
  reason: string;
}

export interface AdjustedBalance {
  userId: number;
  loyaltyPoints: number;
}

/** PATCH /api/admin/users/{id}/loyalty-points; answers the member's new balance. */
export function adjustLoyaltyPoints({ userId, points, reason }: PointsAdjustment): Promise<AdjustedBalance> {
  return apiJson<AdjustedBalance>('PATCH', apiPaths.admin.userLoyaltyPoints(userId), { points, reason });
}

/** Adjusts a balance, says so, and reloads what shows it: the users list, the audit and (when it is the admin's own) the admin's points. */
export function useAdjustLoyaltyPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustLoyaltyPoints,
    onSuccess: (balance, { username }) => {
      notify({ title: 'Loyalty points updated', description: `${username} now has ${balance.loyaltyPoints} points.`, tone: 'success' });
      return Promise.all(
        [adminUsersQueryKey, loyaltyAuditQueryKey, currentUserQueryKey, loyaltySummaryQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => notify({ title: 'Error', description: pointsAdjustmentFailure(error), tone: 'destructive' }),
  });
}
