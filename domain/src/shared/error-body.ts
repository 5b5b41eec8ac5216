import { z } from 'zod';

/**
 * Every refusal and failure the API answers (4xx and 5xx): a message for people and, for some
 * refusals, details for the screens (the invalid fields, a conflict's reason). Routes declare it
 * so the OpenAPI document shows the error answers too.
 */
export const errorBodySchema = z.object({ error: z.string(), details: z.unknown().optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
