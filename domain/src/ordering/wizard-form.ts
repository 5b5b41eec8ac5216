import { z } from 'zod';
import { INT4_MAX, singleLineText } from '../shared/input';

// The booking wizard's form (product spec section 5, 'Wizard form'), with the spec's messages. Step 1
// chooses the room and nights; step 2 asks who is travelling. The wizard's form uses these schemas.

/** The nights the wizard offers (spec section 9); 4 unless the player picks another. */
export const WIZARD_NIGHTS = [3, 4, 5] as const;
export type WizardNights = (typeof WIZARD_NIGHTS)[number];
export const DEFAULT_WIZARD_NIGHTS: WizardNights = 4;

export function isWizardNights(value: unknown): value is WizardNights {
  return WIZARD_NIGHTS.some((nights) => nights === value);
}

const nameField = (label: string) => singleLineText(100, { required: `${label} is required`, tooLong: `${label} is too long` }).min(2, `${label} is required`);
const emailMessage = 'Please enter a valid email';

/** Step 1: a room (accommodation id) and 3, 4 or 5 nights. */
export const wizardChoiceSchema = z.object({
  hotelId: z.number({ message: 'Please select a hotel' }).int('Please select a hotel').positive('Please select a hotel').max(INT4_MAX, 'Please select a hotel'),
  nights: z.coerce
    .number({ message: 'Please select number of nights' })
    .refine(isWizardNights, 'Please select number of nights')
    .transform((nights) => nights as WizardNights),
});

/** Step 2: the traveller's contact details. */
export const wizardDetailsSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: singleLineText(254, { required: emailMessage, tooLong: emailMessage }).pipe(z.email(emailMessage)),
  phone: singleLineText(50, { required: 'Phone number is required', tooLong: 'Phone number is too long' }).min(5, 'Phone number is required'),
});
export type WizardDetailsInput = z.input<typeof wizardDetailsSchema>;
export type WizardDetails = z.output<typeof wizardDetailsSchema>;

/** The whole wizard form, both steps together. */
export const wizardFormSchema = wizardChoiceSchema.extend(wizardDetailsSchema.shape);
export type WizardForm = z.output<typeof wizardFormSchema>;

/** The order's customerFullName: first and last name, one space between. */
export function wizardFullName(details: Pick<WizardDetails, 'firstName' | 'lastName'>): string {
  return `${details.firstName.trim()} ${details.lastName.trim()}`;
}
