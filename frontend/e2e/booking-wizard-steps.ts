// Steps of the booking wizard's browser tests: the demo festival's package read from the real API,
// and filling the wizard's three steps as a player would (step 1 is the festival page's own choices).
import type { Page } from 'playwright-core';
import { DEMO_FESTIVAL, demoFestivalCatalogue } from './shop-steps';

/** The demo festival's first bookable room, its first paid seat, another seat to reserve, its first extra, and their 4-night total. */
export async function wizardPicks(baseUrl: string) {
  const { rooms, tournaments, extras } = await demoFestivalCatalogue(baseUrl);
  const room = rooms.find((candidate) => candidate.availableRooms > 0);
  const seat = tournaments.find((tournament) => tournament.canBePurchased);
  const reserved = tournaments.find((tournament) => tournament.canBeReserved && tournament.id !== seat?.id);
  const extra = extras[0];
  if (!room || !seat || !reserved || !extra) throw new Error(`The demo festival ${DEMO_FESTIVAL} lacks a room, a paid seat, a seat to reserve or an extra`);
  // the reserved seat is paid at the venue: not in the total
  const totalCents = Math.round(room.pricePerNight * 100) * 4 + seat.buyIn + Math.round(extra.price * 100);
  return { room, seat, reserved, extra, totalCents };
}

export type WizardPicks = Awaited<ReturnType<typeof wizardPicks>>;

/** Step 1: the room (the default 4 nights), the seat (Book Now), the reserved seat (Reserve) and the extra, then on to Details. */
export async function chooseOptions(page: Page, picks: WizardPicks): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Select Room: .*${escape(picks.room.roomType)}$`) }).click();
  const seat = page.getByRole('article', { name: picks.seat.title, exact: true });
  await seat.getByRole('button', { name: 'Book Now' }).click();
  await seat.getByRole('button', { name: 'Booked - Paid Seat', pressed: true }).waitFor();
  const reserved = page.getByRole('article', { name: picks.reserved.title, exact: true });
  await reserved.getByRole('button', { name: 'Reserve' }).click();
  await reserved.getByRole('button', { name: 'Reserved - Pay at Venue', pressed: true }).waitFor();
  await page.getByRole('button', { name: `Add: ${picks.extra.name}` }).click();
  await page.getByRole('button', { name: 'Continue to Details' }).click();
}

/** Step 2: the traveller, then on to Payment. */
export async function fillDetails(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Your Details' });
  await form.getByLabel('First Name').fill('Maria');
  await form.getByLabel('Last Name').fill('Novak');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+43 660 1234567');
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** Step 3: the demo card form, then Complete Booking. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Card Number').fill(cardNumber);
  await form.getByLabel('Name on Card').fill('Maria Novak');
  await form.getByLabel('Expiration (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Complete Booking' }).click();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
