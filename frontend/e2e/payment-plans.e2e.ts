// Paying in parts (issue 31) on a 390 px phone: the checkout offers the plans for a festival far
// enough ahead and shows the schedule before paying, the payment page charges the deposit only, the
// booking's page and My Bookings show the schedule with its statuses, a declined card on the balance
// is said at the form, the balance is paid from My Bookings and the booking reads paid in full. The
// owner edits the policy in Settings; the policy in force is saved back at the end for the other files.
import { describe, expect, inject, it } from 'vitest';
import type { OrderView, PaymentPlanPolicyView } from '@pokerfest/domain';
import { registeredAccount } from './accounts';
import { saveSettingBack, settingInForce } from './admin-settings-steps';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard, toastsGone, waitForToast } from './booking-steps';
import { bookingCard } from './my-bookings-steps';
import { depositPlanFor, fitsPhonesAndAxe, scheduleIn } from './payment-plan-steps';
import { openAdminOnPhone } from './phone-steps';
import { euros } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const PHONE = { viewport: { width: 390, height: 844 }, bypassCSP: true };
const LONG_TEST_MS = 180_000;
const GRACE = 'Unpaid 7 days after its due date, the booking is cancelled under its cancellation policy.';
const SETTINGS_URL = '/api/admin/settings/payment-plans';

describe('paying in parts', () => {
  it(
    'chooses a deposit at checkout, pays it, sees the schedule, and pays the balance from My Bookings',
    async () => {
      const account = await registeredAccount(baseUrl, 'plan');
      const picks = await packagePicks(baseUrl);
      const plan = await depositPlanFor(baseUrl, picks.totalCents);
      expect(plan.policy.graceDays).toBe(7);

      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await choosePackageAndLogIn(page, picks, account);

        // the choice, paying in full until another way is picked; the schedule follows the choice
        const choice = page.getByRole('region', { name: 'How would you like to pay?' });
        expect(await choice.getByRole('radio', { name: 'Pay in full' }).getAttribute('aria-checked')).toBe('true');
        expect(await choice.getByTestId('payment-plan-sentence').textContent()).toBe(`You pay ${euros(picks.totalCents)} today.`);
        await choice.getByRole('radio', { name: 'Deposit and instalments' }).click();
        await choice.getByRole('combobox', { name: 'Number of instalments' }).waitFor();
        await expect.poll(() => scheduleIn(choice).then((rows) => rows.length)).toBe(3);
        await choice.getByRole('radio', { name: 'Deposit now, balance later' }).click();
        await expect.poll(() => scheduleIn(choice)).toEqual([
          ['Deposit', 'Today', plan.deposit],
          ['Balance', plan.balanceDay, plan.balance],
        ]);
        expect(await choice.getByRole('combobox', { name: 'Number of instalments' }).count()).toBe(0);
        expect(await choice.getByTestId('payment-plan-sentence').textContent()).toBe(
          `Today you pay a ${plan.policy.depositPercent}% deposit of ${plan.deposit}. The balance of ${plan.balance} is due on ${plan.balanceDay}.`,
        );
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the details page with a deposit chosen');

        // the payment page charges the deposit, and shows the plan beside the card form
        await completeDetails(page);
        await page.getByTestId('charged-now').waitFor();
        expect(await page.getByTestId('charged-now').textContent()).toContain(`Today you pay the deposit of ${plan.deposit} of your ${euros(picks.totalCents)} total.`);
        expect(await page.getByTestId('pay-button').textContent()).toBe(`Pay ${plan.deposit}`);
        const planCard = page.getByRole('region', { name: 'Your payment plan' });
        expect(await scheduleIn(planCard)).toEqual([
          ['Deposit', plan.today, plan.deposit],
          ['Balance', plan.balanceDay, plan.balance],
        ]);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the payment page of a deposit');

        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.waitForURL((url) => url.pathname === '/booking/confirmation');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

        // the booking's page: paid so far, the balance with its day, each payment's status, the grace terms
        const onPage = page.getByRole('region', { name: 'Payment plan' });
        await expect.poll(() => onPage.getByTestId('paid-so-far').textContent()).toBe(plan.deposit);
        expect(await onPage.getByTestId('balance-due').textContent()).toBe(`${plan.balance} by ${plan.balanceDay}`);
        expect(await scheduleIn(onPage)).toEqual([
          ['Deposit', plan.today, plan.deposit, 'Paid'],
          ['Balance', plan.balanceDay, plan.balance, 'Due'],
        ]);
        expect(await onPage.getByTestId('grace-terms').textContent()).toBe(GRACE);
        // one payment left: paying it is paying the balance
        expect(await onPage.getByRole('button', { name: 'Pay next payment' }).count()).toBe(0);
        expect(await onPage.getByRole('button', { name: 'Pay the balance' }).isVisible()).toBe(true);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the confirmation of a booking with its deposit paid');

        // My Bookings: the same schedule on the booking's card, and the balance paid from there
        await page.goto('/dashboard');
        const card = bookingCard(page, orderId);
        const cardPlan = card.getByRole('region', { name: 'Payment plan' });
        await cardPlan.waitFor();
        expect(await scheduleIn(cardPlan)).toEqual([
          ['Deposit', plan.today, plan.deposit, 'Paid'],
          ['Balance', plan.balanceDay, plan.balance, 'Due'],
        ]);
        expect(await card.getByTestId('booking-status').textContent()).toBe('Confirmed');
        await fitsPhonesAndAxe(page, 'My Bookings with a balance due');

        await cardPlan.getByRole('button', { name: 'Pay the balance' }).click();
        const paying = cardPlan.getByTestId('later-payment');
        await paying.getByText(`Paying the balance: ${plan.balance}`).waitFor();
        expect(await paying.getByTestId('pay-button').textContent()).toBe(`Pay ${plan.balance}`);
        await fitsPhonesAndAxe(page, 'the balance card form on My Bookings');

        // a declined card is said at the form, which stays for the next card
        await payWithDemoCard(page, '4000 0000 0000 0002');
        await paying.getByTestId('payment-failure').waitFor();
        expect(await paying.getByTestId('payment-failure').textContent()).toContain('Your card was declined.');
        await payWithDemoCard(page, '4242 4242 4242 4242');
        await waitForToast(page, 'Payment successful!');
        await paying.waitFor({ state: 'detached' });

        await expect.poll(() => cardPlan.getByTestId('balance-due').textContent()).toBe('Paid in full');
        expect(await cardPlan.getByTestId('paid-so-far').textContent()).toBe(euros(picks.totalCents));
        expect((await scheduleIn(cardPlan)).map((row) => row[3])).toEqual(['Paid', 'Paid']);
        expect(await cardPlan.getByRole('button', { name: 'Pay the balance' }).count()).toBe(0);
        expect(await cardPlan.getByTestId('grace-terms').count()).toBe(0);
        const order = await page.evaluate(async (id) => (await (await fetch(`/api/orders/${id}`)).json()) as OrderView, orderId);
        expect(order).toMatchObject({ status: 'confirmed', payment: { plan: 'deposit', paidAmountCents: picks.totalCents, balanceDueCents: 0 } });
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'My Bookings with the booking paid in full');
        expect(consoleErrors).toEqual([]);
      }, PHONE);
    },
    LONG_TEST_MS,
  );

  it(
    'lets the owner edit the policy in Settings, refusing a value out of range on its field',
    async () => {
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);
        await page.getByRole('tab', { name: 'Settings' }).click();
        const form = page.getByRole('form', { name: 'Payment plans' });
        const deposit = form.getByLabel('Deposit (% of the total)', { exact: true });
        await deposit.waitFor();
        const inForce = await settingInForce<PaymentPlanPolicyView>(page, SETTINGS_URL);
        const { version: _version, ...policy } = inForce;
        try {
          expect(await deposit.inputValue()).toBe(String(policy.depositPercent));
          await deposit.fill('95');
          await form.getByText('Enter a whole number from 1 to 90').waitFor();
          expect(await deposit.getAttribute('aria-invalid')).toBe('true');
          await form.getByRole('button', { name: 'Save payment plans' }).click();
          await form.getByText('Correct the marked fields before saving.').waitFor();
          expect((await settingInForce<PaymentPlanPolicyView>(page, SETTINGS_URL)).version).toBe(inForce.version);
          await fitsPhonesAndAxe(page, 'Settings with a refused deposit');

          await deposit.fill('25');
          await form.getByTestId('payment-plan-policy-sentence').getByText(/^Players may pay a 25% deposit/).waitFor();
          await form.getByRole('button', { name: 'Save payment plans' }).click();
          await form.getByText('Saved: bookings made from now on are offered plans under these terms.').waitFor();
          expect(await settingInForce<PaymentPlanPolicyView>(page, '/api/payment-plans')).toMatchObject({ ...policy, depositPercent: 25 });

          await form.getByRole('switch', { name: 'Offer payment plans' }).click();
          await form.getByText('Payment plans are off: every booking is paid in full at checkout.').waitFor();
          await toastsGone(page);
          await fitsPhonesAndAxe(page, 'Settings with payment plans edited');
          expect(consoleErrors).toEqual([]);
        } finally {
          await saveSettingBack(page, SETTINGS_URL, policy);
        }
      }, PHONE);
    },
    LONG_TEST_MS,
  );
});
