// The Add Voucher form as typed (issue 32): text for the numbers and days, a select for the kind,
// the part of the package and the festival. Its schema reads the text (a blank limit is none, a
// decimal comma a point) and hands it on to the domain's createVoucherSchema, so the form refuses
// what the server refuses; the values are shaped like the body, so each message lands on its field.
import { z } from 'zod';
import { createVoucherSchema, discountTypes, voucherTargets, type CreateVoucherInput, type CreateVoucherRequest, type DiscountType, type VoucherTarget } from '@pokerfest/domain';

export interface VoucherFormValues {
  code: string;
  discountType: DiscountType;
  /** A percentage, or an amount in major units. */
  value: string;
  appliesTo: VoucherTarget;
  /** '' for every festival. */
  productId: string;
  /** '' for no limit. */
  maxUses: string;
  maxUsesPerPlayer: string;
  /** 'YYYY-MM-DD', or '' for no bound. */
  validFrom: string;
  validUntil: string;
  /** '' for no minimum. */
  minTotal: string;
  /** '' for no agent. */
  agentId: string;
  active: boolean;
}

export const emptyVoucherForm: VoucherFormValues = {
  code: '',
  discountType: 'percent',
  value: '',
  appliesTo: 'package',
  productId: '',
  maxUses: '',
  maxUsesPerPlayer: '1',
  validFrom: '',
  validUntil: '',
  minTotal: '',
  agentId: '',
  active: true,
};

/** A typed number as the domain reads text ('12,50' is 12.50); blank stays blank (0 where the domain says so). */
const typedNumber = z.string().transform((typed) => typed.trim().replace(',', '.'));
/** A blank optional field is none (null), not 0 or ''. */
const blankIsNone = z.string().transform((typed) => typed.trim().replace(',', '.') || null);

export const voucherForm = z
  .object({
    code: z.string(),
    discountType: z.enum(discountTypes),
    value: typedNumber,
    appliesTo: z.enum(voucherTargets),
    productId: blankIsNone,
    maxUses: blankIsNone,
    maxUsesPerPlayer: typedNumber,
    validFrom: blankIsNone,
    validUntil: blankIsNone,
    minTotal: typedNumber,
    agentId: blankIsNone,
    active: z.boolean(),
  })
  // the domain reads the numbers from text itself (its input type is open): the typed body is handed on as its input
  .transform((typed): CreateVoucherInput => typed)
  .pipe(createVoucherSchema) satisfies z.ZodType<CreateVoucherRequest, VoucherFormValues>;
