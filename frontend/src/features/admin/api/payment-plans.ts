import type { PaymentPlanPolicy, PaymentPlanPolicyView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { paymentPlanPolicyQueryOptions } from '../../../lib/payment-plans';
import { settingsResource } from './settings-resource';

/** /api/admin/settings/payment-plans: the policy in force; a saved version is what the checkout offers from at once. */
const paymentPlans = settingsResource<PaymentPlanPolicy, PaymentPlanPolicyView>({
  path: apiPaths.admin.paymentPlanSettings,
  savedTitle: 'Payment plans saved',
  alsoShown: (queryClient, saved) => queryClient.setQueryData(paymentPlanPolicyQueryOptions.queryKey, saved),
});

export const useAdminPaymentPlans = paymentPlans.useRead;
export const useSavePaymentPlans = paymentPlans.useSave;
