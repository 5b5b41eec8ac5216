import { z } from 'zod';

export const uuidSchema = z.uuid();

/** Stream ids name the aggregate type first, so a stream's kind is visible in the log. */
export function streamId(type: string, id: string): string {
  return `${type}-${id}`;
}
