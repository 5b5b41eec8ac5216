import { z } from 'zod';

export const salesQueueStates = ['open', 'countdown', 'not_joined', 'waiting', 'admitted'] as const;

/**
 * A visitor's view of a festival's next opening (`GET/POST /api/products/{id}/queue`):
 * `open` — nothing to wait for, book away; `countdown` — sales open at `opensAt`, the waiting room
 * opens at `waitingRoomOpensAt`; `not_joined` — a queue runs and this visitor has no place yet;
 * `waiting` — a place (its `position` is drawn at the opening; `ahead` counts those still before
 * it); `admitted` — `admission` lets this visitor place orders until its `expiresAt`.
 */
export const salesQueueStatusSchema = z.object({
  festivalId: z.string(),
  state: z.enum(salesQueueStates),
  opensAt: z.string().nullable(),
  waitingRoomOpensAt: z.string().nullable(),
  position: z.number().int().min(1).nullable(),
  ahead: z.number().int().min(0).nullable(),
  estimatedWaitSeconds: z.number().int().min(0).nullable(),
  paused: z.boolean(),
  admission: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
  /** The server's clock, so a countdown does not trust the device's. */
  serverTime: z.string(),
});
export type SalesQueueStatus = z.infer<typeof salesQueueStatusSchema>;

/** One queue in the admin's list (`GET /api/admin/sales-queues`). */
export const salesQueueAdminViewSchema = z.object({
  id: z.number().int(),
  festivalId: z.string(),
  festivalTitle: z.string(),
  opensAt: z.string(),
  active: z.boolean(),
  waiting: z.number().int().min(0),
  admitted: z.number().int().min(0),
  left: z.number().int().min(0),
  admissionsPerMinute: z.number().int().min(1),
  paused: z.boolean(),
  closedAt: z.string().nullable(),
});
export type SalesQueueAdminView = z.infer<typeof salesQueueAdminViewSchema>;

export const ADMISSIONS_PER_MINUTE_MAX = 100_000;

/** `PATCH /api/admin/sales-queues/{id}`: pause or resume, or change the rate. */
export const salesQueueUpdateSchema = z
  .strictObject({
    admissionsPerMinute: z
      .number({ message: 'Admissions per minute must be a number' })
      .int('Admissions per minute must be a whole number')
      .min(1, 'Admissions per minute must be at least 1')
      .max(ADMISSIONS_PER_MINUTE_MAX, `Admissions per minute must be at most ${ADMISSIONS_PER_MINUTE_MAX}`),
    paused: z.boolean({ message: 'Paused must be true or false' }),
  })
  .partial()
  .refine((v) => v.admissionsPerMinute !== undefined || v.paused !== undefined, 'Nothing to change');
export type SalesQueueUpdate = z.infer<typeof salesQueueUpdateSchema>;
