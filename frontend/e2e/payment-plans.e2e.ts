// Paying in parts (issue 31) on a 390 px phone: the checkout offers the plans for a festival far
// enough ahead and shows the schedule before paying, the payment page charges the deposit only, the
// booking's page and My Bookings show the schedule with its statuses, a declined card on the balance
// is said at the form, the balance is paid from My Bookings and the booking reads paid in full. A
// player consents to automatic charges at the deposit and stops them from My Bookings, and the admin
// finds the booking under the Partly paid filter and in the Outstanding balances figure. The owner
// edits the policy in Settings; the policy in force is saved back at the end for the other files.
import { describe, expect, inject, it } from 'vitest';
import type { OrderView, PaymentPlanPolicyView } from '@pokerfest/domain';
import { registeredAccount } from './accounts';
import { saveSettingBack, settingInForce } from './admin-settings-steps';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard, toastsGone, waitForToast } from './booking-steps';
import { bookingCard } from './my-bookings-steps';
import { adminRowUnderPayment, consentedIntentAnswer, depositPlanFor, fitsPhonesAndAxe, recordIntents, scheduleIn } from './payment-plan-steps';
import { openAdminOnPhone } from './phone-steps';
import { euros } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const PHONE = { viewport: { width: 390, height: 844 }, bypassCSP: true };
const LONG_TEST_MS = 180_000;
const GRACE = 'Unpaid 7 days after its due date, the booking is cancelled under its cancellation policy.';
const SETTINGS_URL = '/api/admin/settings/payment-plans';
const AUTO_CHARGE = 'Charge the later payments to this card on their due dates';
const CHARGED_AUTOMATICALLY = 'Charged automatically to the card ending 4242 on each due date.';

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
    'consents to automatic charges at the deposit, stops them from My Bookings, and the admin finds the booking partly paid',
    async () => {
      const account = await registeredAccount(baseUrl, 'autocharge');
      const picks = await packagePicks(baseUrl);
      const plan = await depositPlanFor(baseUrl, picks.totalCents);
      let orderId = '';

      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        const intents = recordIntents(page);
        await choosePackageAndLogIn(page, picks, account);
        const choice = page.getByRole('region', { name: 'How would you like to pay?' });
        await choice.getByRole('radio', { name: 'Deposit now, balance later' }).click();
        await expect.poll(() => scheduleIn(choice).then((rows) => rows.length)).toBe(2);
        await completeDetails(page);

        // the consent is the player's: unticked until ticked, and ticking it asks for another intent under another key
        const consent = page.getByRole('checkbox', { name: AUTO_CHARGE });
        await consent.waitFor();
        expect(await consent.getAttribute('aria-checked')).toBe('false');
        const consented = consentedIntentAnswer(page);
        await consent.click();
        expect((await consented).status()).toBe(201);
        await expect.poll(() => page.getByTestId('pay-button').isEnabled(), { timeout: 15_000 }).toBe(true);
        expect(await consent.getAttribute('aria-checked')).toBe('true');
        const plain = intents.filter((intent) => !intent.autoCharge).map((intent) => intent.idempotencyKey);
        const withConsent = intents.filter((intent) => intent.autoCharge).map((intent) => intent.idempotencyKey);
        expect(plain.length, 'the intent without consent, asked for when the page opened').toBeGreaterThan(0);
        expect(withConsent.length).toBeGreaterThan(0);
        expect(withConsent.filter((key) => key === null || plain.includes(key))).toEqual([]);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the payment page with automatic charges ticked');

        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.waitForURL((url) => url.pathname === '/booking/confirmation');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

        // the booking's page names the card the balance will be charged to
        const onPage = page.getByRole('region', { name: 'Payment plan' });
        await onPage.getByTestId('automatic-charges').getByText(CHARGED_AUTOMATICALLY, { exact: true }).waitFor();
        expect(await onPage.getByRole('button', { name: 'Stop automatic charges' }).isVisible()).toBe(true);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the confirmation of a booking charged automatically');

        // My Bookings: the same line, and stopping it from there leaves the balance to pay by hand
        await page.goto('/dashboard');
        const cardPlan = bookingCard(page, orderId).getByRole('region', { name: 'Payment plan' });
        const charges = cardPlan.getByTestId('automatic-charges');
        await charges.waitFor();
        expect(await charges.textContent()).toContain(CHARGED_AUTOMATICALLY);
        await fitsPhonesAndAxe(page, 'My Bookings with automatic charges');
        await charges.getByRole('button', { name: 'Stop automatic charges' }).click();
        await waitForToast(page, 'Automatic charges stopped');
        await charges.waitFor({ state: 'detached' });
        expect(await cardPlan.getByText('Charged automatically', { exact: false }).count()).toBe(0);
        expect(await cardPlan.getByRole('button', { name: 'Pay the balance' }).isVisible()).toBe(true);
        const order = await page.evaluate(async (id) => (await (await fetch(`/api/orders/${id}`)).json()) as OrderView, orderId);
        expect(order).toMatchObject({ status: 'confirmed', payment: { plan: 'deposit', balanceDueCents: plan.balanceCents, automaticCharges: null } });
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'My Bookings with automatic charges stopped');
        expect(consoleErrors).toEqual([]);
      }, PHONE);

      // the admin: the booking under Partly paid with what it owes, and the Overview's outstanding balances
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);
        const row = await adminRowUnderPayment(page, orderId, 'Partly paid');
        expect(await row.getByTestId('order-payment-standing').textContent()).toBe(`Partly paid${plan.balance} due`);
        const standings = await page.locator('tbody tr').evaluateAll((rows) => rows.map((each) => each.querySelector('[data-testid="order-payment-standing"] .rt-Badge')?.textContent ?? null));
        expect(new Set(standings), 'every booking listed under Partly paid is partly paid').toEqual(new Set(['Partly paid']));
        await fitsPhonesAndAxe(page, 'admin Orders filtered to partly paid');

        await page.getByRole('tab', { name: 'Overview' }).click();
        const figure = page.getByRole('region', { name: 'Outstanding balances' });
        // €0.00 stands in the placeholder while the figure loads
        await expect.poll(() => figure.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
        const owed = await page.evaluate(async () => (await (await fetch('/api/admin/stats/outstanding-balances')).json()) as { cents: number; bookings: number });
        expect(owed.cents).toBeGreaterThanOrEqual(plan.balanceCents);
        expect(owed.bookings).toBeGreaterThanOrEqual(1);
        expect(await figure.getByTestId('overview-outstandingBalances').textContent()).toBe(euros(owed.cents));
        expect(await figure.getByTestId('overview-outstandingBalances-note').textContent()).toBe(`Owed by ${owed.bookings} ${owed.bookings === 1 ? 'booking' : 'bookings'} paid in parts`);
        await fitsPhonesAndAxe(page, 'admin Overview with outstanding balances');
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
