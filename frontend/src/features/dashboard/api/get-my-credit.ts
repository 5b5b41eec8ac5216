import { useQuery } from '@tanstack/react-query';
import type { CreditView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/credit: the player's tournament credit (issue 32), its balance and entries. */
export const myCreditQueryOptions = apiReadOptions<CreditView>(apiPaths.credit);

/** Read again whenever the dashboard opens: credit is granted by admins and spent by bookings, not through this screen. */
export function useMyCredit() {
  return useQuery({ ...myCreditQueryOptions, refetchOnMount: 'always' });
}
