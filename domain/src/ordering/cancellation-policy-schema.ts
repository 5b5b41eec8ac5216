// The cancellation policy's schema, for the API that answers and takes it and the admin's editor.
// Apart from its rules (cancellation-policy.ts): those also run where no zod should load.
import { z } from 'zod';
import { MAX_POLICY_DAYS, MAX_POLICY_TIERS } from './cancellation-policy';

const percent = z.number().int('A refund percentage is a whole number').min(0, 'A refund percentage is 0 to 100').max(100, 'A refund percentage is 0 to 100');

export const policyTierSchema = z.object({
  /** The tier applies from this many whole days before the start… */
  minDays: z.number().int().min(0).max(MAX_POLICY_DAYS),
  /** …up to this many (null: any number of days more). */
  maxDays: z.number().int().min(0).max(MAX_POLICY_DAYS).nullable(),
  refundPercent: z.object({ hotel: percent, tournaments: percent, extras: percent }),
});
export type PolicyTier = z.infer<typeof policyTierSchema>;

/**
 * Tiers from the earliest (open-ended, `maxDays: null`) to the latest (`minDays: 0`), each ending
 * the day before the previous one starts: every whole number of days belongs to exactly one tier.
 */
export const cancellationPolicySchema = z
  .object({ tiers: z.array(policyTierSchema).min(1, 'A policy has at least one tier').max(MAX_POLICY_TIERS, `A policy has at most ${MAX_POLICY_TIERS} tiers`) })
  .superRefine(({ tiers }, ctx) => {
    tiers.forEach((tier, index) => {
      const path = ['tiers', index];
      if (tier.maxDays !== null && tier.maxDays < tier.minDays) {
        ctx.addIssue({ code: 'custom', path: [...path, 'maxDays'], message: `Tier ${index + 1} ends before it starts` });
      }
      if (index === 0 && tier.maxDays !== null) {
        ctx.addIssue({ code: 'custom', path: [...path, 'maxDays'], message: `The first tier must cover any number of days from ${tier.minDays} on: days beyond ${tier.maxDays} are missing` });
      }
      const previous = tiers[index - 1];
      if (index > 0 && previous && tier.maxDays !== previous.minDays - 1) {
        const gap = tier.maxDays === null || tier.maxDays >= previous.minDays ? 'overlaps' : 'leaves days missing before';
        ctx.addIssue({ code: 'custom', path: [...path, 'maxDays'], message: `Tier ${index + 1} ${gap} tier ${index}: it must end at ${previous.minDays - 1} days` });
      }
      if (index === tiers.length - 1 && tier.minDays !== 0) {
        ctx.addIssue({ code: 'custom', path: [...path, 'minDays'], message: `The last tier must reach 0 days: days below ${tier.minDays} are missing` });
      }
    });
  });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;
