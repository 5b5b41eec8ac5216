// The wizard's writes carry an Idempotency-Key header, which the shared client does not send; the
// answers and errors are the shared client's (ApiError keeps the status and the body's words).
import { ApiError } from '../../../lib/api-client';

export async function sendBookingRequest<T>(method: 'POST' | 'PUT', url: string, body: unknown, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const response = await fetch(url, { method, headers, body: JSON.stringify(body), credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as T;
}
