// For the Stripe adapter's tests only: the official library over a fake fetch
// (Stripe.createFetchHttpClient), so only the network is imitated, and every request it sends is kept.
import Stripe from 'stripe';
import { StripePaymentProvider } from './stripe';

const now = new Date('2026-11-21T12:00:00Z');
export const keys = { secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_test_abc123' };

export interface SeenRequest {
  url: URL;
  method: string | undefined;
  headers: Headers;
  form: URLSearchParams | null;
}

export type Answer = { status?: number; body: unknown } | Error;

/** The library itself over a fake fetch: Stripe.createFetchHttpClient, so only the network is imitated. */
export function fakeStripe(answer: (request: SeenRequest, index: number) => Answer, maxNetworkRetries = 0) {
  const seen: SeenRequest[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    const request = { url: new URL(String(input)), method: init?.method, headers: new Headers(init?.headers), form: typeof body === 'string' && body !== '' ? new URLSearchParams(body) : null };
    seen.push(request);
    const reply = answer(request, seen.length - 1);
    if (reply instanceof Error) throw reply;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json', 'request-id': `req_${seen.length}` } });
  };
  const httpClient = Stripe.createFetchHttpClient(fakeFetch as typeof fetch);
  return { seen, provider: new StripePaymentProvider({ ...keys, toleranceSeconds: 300, now: () => now, maxNetworkRetries, httpClient }) };
}
