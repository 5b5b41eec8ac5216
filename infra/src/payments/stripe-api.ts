import { ConflictError } from '@pokerfest/domain';
import { PaymentProviderError } from './errors';

// Stripe's REST API over fetch: form-encoded bodies, a bearer key, one pinned API version so the
// fields read here keep their shape whatever the account's default version is.

export const STRIPE_API_BASE = 'https://api.stripe.com/v1';
export const STRIPE_API_VERSION = '2024-06-20';

/** The slice of fetch the adapter uses; the global one fits, and tests pass a fake. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface StripeConnection {
  secretKey: string;
  fetch: FetchFunction;
  apiBase?: string;
  timeoutMs?: number;
}

export interface StripeCall {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string | number>;
  query?: Record<string, string>;
  idempotencyKey?: string;
}

/** Answers the parsed JSON of a 2xx; anything else becomes a PaymentProviderError naming Stripe's reason. */
export async function callStripe(connection: StripeConnection, call: StripeCall): Promise<unknown> {
  const url = `${connection.apiBase ?? STRIPE_API_BASE}${call.path}${queryString(call.query)}`;
  let response: Response;
  try {
    response = await connection.fetch(url, requestInit(connection, call));
  } catch (error) {
    throw new PaymentProviderError(`Stripe could not be reached (${call.method} ${call.path}): ${error instanceof Error ? error.message : 'network error'}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(call, response.status, body);
  return body;
}

function requestInit(connection: StripeConnection, call: StripeCall): RequestInit {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${connection.secretKey}`,
    'Stripe-Version': STRIPE_API_VERSION,
  };
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
  const init: RequestInit = { method: call.method, headers, signal: AbortSignal.timeout(connection.timeoutMs ?? 15_000) };
  if (call.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = formBody(call.form);
  }
  return init;
}

export function formBody(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();
}

function queryString(query: Record<string, string> | undefined): string {
  return query ? `?${new URLSearchParams(Object.entries(query)).toString()}` : '';
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; message?: string };
}

function refusal(call: StripeCall, status: number, body: unknown): Error {
  const error = (body as StripeErrorBody | null)?.error;
  // Stripe refuses a reused key with other parameters; the shop treats it as the demo does.
  if (error?.type === 'idempotency_error') {
    return new ConflictError('This idempotency key was used for another payment.', { reason: 'idempotency_key_reused' });
  }
  const reason = error?.message ?? `HTTP ${status}`;
  return new PaymentProviderError(`Stripe refused ${call.method} ${call.path} (${status}): ${reason}`, status, error?.code ?? error?.type ?? null);
}
