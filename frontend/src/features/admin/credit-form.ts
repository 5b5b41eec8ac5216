// The admin's tournament credit form (issue 32) as typed: the amount (a negative one takes credit
// back), the reason and an optional expiry day. Its schema reads the text (a decimal comma is a
// point, a blank day is none) and hands it on to the domain's adminCreditSchema, so the form refuses
// what the server refuses, each message on its field.
import { z } from 'zod';
import { adminCreditSchema, type AdminCreditRequest } from '@pokerfest/domain';

export interface CreditFormValues {
  /** Major units; negative takes back. */
  amount: string;
  reason: string;
  /** 'YYYY-MM-DD', or '' when the grant never lapses. */
  expiresAt: string;
}

export const emptyCreditForm: CreditFormValues = { amount: '', reason: '', expiresAt: '' };

const AMOUNT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const AMOUNT_MESSAGE = 'Enter an amount such as 50 or -20.50';

export const creditForm = z
  .object({
    amount: z
      .string()
      .transform((typed) => typed.trim().replace(',', '.').replace('−', '-'))
      .refine((typed) => AMOUNT.test(typed), AMOUNT_MESSAGE),
    reason: z.string(),
    expiresAt: z.string().transform((typed) => typed.trim() || null),
  })
  // the domain reads the amount from text itself (its input type is open): the typed body is handed on as its input
  .transform((typed): z.input<typeof adminCreditSchema> => typed)
  .pipe(adminCreditSchema) satisfies z.ZodType<AdminCreditRequest, CreditFormValues>;
