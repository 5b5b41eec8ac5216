// Admin → Vouchers (issue 32): every code with its uses and revenue, a new code, and a code switched
// on or off. A write refreshes the list and every price on screen (a code that changed may no longer apply).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateVoucherRequest, VoucherView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { apiReadOptions } from '../../../lib/api-read';
import { notify } from '../../../lib/notify';
import { packagePriceKey } from '../../checkout';
import { failureText } from '../failure-text';

const vouchersQueryOptions = apiReadOptions<VoucherView[]>(apiPaths.admin.vouchers);

/** GET /api/admin/vouchers: read afresh whenever the tab opens, as bookings use codes meanwhile. */
export function useAdminVouchers() {
  return useQuery({ ...vouchersQueryOptions, refetchOnMount: 'always' });
}

function refreshVouchers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: vouchersQueryOptions.queryKey }), queryClient.invalidateQueries({ queryKey: packagePriceKey })]);
}

export const createVoucherFailure = (error: unknown) => failureText('Failed to create voucher', error);

/** POST /api/admin/vouchers; a code already taken is refused (409 voucher_code_taken) in the server's words. */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoucherRequest) => apiJson<VoucherView>('POST', apiPaths.admin.vouchers, body),
    onSuccess: (voucher) => {
      notify({ title: 'Voucher created', description: voucher.code, tone: 'success' });
      return refreshVouchers(queryClient);
    },
    onError: (error) => notify({ title: 'Error', description: createVoucherFailure(error), tone: 'destructive' }),
  });
}

/** PATCH /api/admin/vouchers/{id} { active }: a deactivated code is refused from then on; orders that hold it keep it. */
export function useSetVoucherActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucher, active }: { voucher: VoucherView; active: boolean }) => apiJson<VoucherView>('PATCH', apiPaths.admin.voucher(voucher.id), { active }),
    onSuccess: (voucher) => {
      notify({ title: voucher.active ? 'Voucher activated' : 'Voucher deactivated', description: voucher.code, tone: 'success' });
      return refreshVouchers(queryClient);
    },
    onError: (error) => notify({ title: 'Error', description: failureText('Failed to change voucher', error), tone: 'destructive' }),
  });
}
