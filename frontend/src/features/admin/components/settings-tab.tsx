import { Flex, Text } from '@radix-ui/themes';
import { useAdminCancellationPolicy } from '../api/cancellation-policy';
import { CancellationPolicyForm } from './cancellation-policy-form';
import { PaymentPlanSection } from './payment-plan-form';
import { SellerSettingsSection } from './seller-settings-form';
import { SettingsSection } from './settings-section';
import { TripReminderSection } from './trip-reminder-form';
import { WaitingListOfferSection } from './waiting-list-offer-form';

/** Admin Settings: the shop's rules the owner edits without a deploy: the cancellation policy, payment plans, the seller on invoices, the trip reminder, the waiting list's offers. */
export function SettingsTab() {
  const policy = useAdminCancellationPolicy();
  return (
    <Flex direction="column" gap="5">
      <SettingsSection
        headingId="settings-cancellation-policy"
        title="Cancellation policy"
        intro={
          <Text as="p" size="2" color="gray">
            The refund for each number of whole days before the festival&apos;s first day, per part of the booking. The tiers run from the earliest, open-ended one to
            the last one, which ends on the festival&apos;s start date (0 days). Every page that states the policy shows these sentences.
          </Text>
        }
        query={policy}
        error="Could not load the cancellation policy"
      >
        {(view) => <CancellationPolicyForm policy={view.policy} />}
      </SettingsSection>
      <PaymentPlanSection />
      <SellerSettingsSection />
      <TripReminderSection />
      <WaitingListOfferSection />
    </Flex>
  );
}
