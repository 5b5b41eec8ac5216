import type { InjectOptions } from 'fastify';
import { signedWebhookHeader } from '@pokerfest/infra';
import { hostileBodies } from './hostile-values';
import type { HostileCase } from './hostile-cases';
import type { RouteEntry } from './route-table';

// The two routes that take no zod body: the payment webhook (raw bytes under a signature) and the
// image uploads (multipart). Their hostile requests are written out here.

const MEGABYTE = 1024 * 1024;
/** The smallest valid PNG (1x1, transparent): an upload whose only fault is the hostile part. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function event(over: { id?: unknown; intentId?: unknown; orderId?: unknown; amount?: unknown; currency?: unknown }) {
  return JSON.stringify({
    id: over.id ?? 'evt_hostile',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: over.intentId ?? 'pi_hostile',
        amount: over.amount ?? 100,
        currency: over.currency ?? 'eur',
        metadata: { orderId: over.orderId ?? '00000000-0000-4000-8000-000000000000' },
      },
    },
  });
}

/** Webhook deliveries: unsigned junk, junk under a valid signature, and hostile signature headers. */
export function webhookCases(route: RouteEntry, provider: { secret: string; signatureHeader: string }, now: Date, orderId: string): HostileCase[] {
  const request = (payload: string | Buffer, signature?: string): InjectOptions => ({
    method: 'POST',
    url: route.url,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { [provider.signatureHeader]: signature }) },
    payload,
  });
  const signedEvents: [string, string][] = [
    ['event id with NUL', event({ id: 'evt_\u0000' })],
    ['event id with lone surrogate', event({ id: 'evt_\ud800' })],
    ['order id with NUL', event({ orderId: 'abc\u0000def' })],
    ['order id with lone surrogate', event({ orderId: '\ud800' })],
    ['intent id with NUL', event({ intentId: 'pi_\u0000', orderId })],
    ['amount beyond bigint', event({ amount: 1e30, orderId })],
    ['amount negative', event({ amount: -1, orderId })],
    ['currency with NUL', event({ currency: 'e\u0000r', orderId })],
    ['event id 200,000 characters', event({ id: 'x'.repeat(200_000) })],
  ];
  // well-formed and signed, but about no order of this shop: acknowledged as ignored, nothing kept
  const noSuchOrder: [string, string][] = [
    ['order id not an order', event({ orderId: 'not-an-order' })],
    ['order id of no order', event({ id: 'evt_no_order' })],
  ];
  const bodies = hostileBodies.map((body) => [body.label, body.value] as [string, string | Buffer]);
  return [
    ...bodies.map(([label, body]) => ({ label: `unsigned ${label}`, request: request(body) })),
    ...[...bodies, ...signedEvents].map(([label, body]) => ({ label: `signed ${label}`, request: request(body, signedWebhookHeader(body, provider.secret, now)) })),
    ...noSuchOrder.map(([label, body]) => ({ label: `signed ${label}`, request: request(body, signedWebhookHeader(body, provider.secret, now)), acknowledged: true })),
    { label: 'signature header of 100,000 characters', request: request(event({}), `t=1,v1=${'a'.repeat(100_000)}`) },
    { label: 'signature header with a lone surrogate', request: request(event({}), 't=1,v1=\ud800') },
    { label: 'signature timestamp beyond int', request: request(event({}), `t=999999999999999999999,v1=${'a'.repeat(64)}`) },
  ].map((one) => ({ route, staticFiles: false, ...one }));
}

function multipart(parts: { headers: string; body: Buffer | string }[], boundary = 'hostile-boundary'): Buffer {
  const chunks = parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`, 'latin1'), Buffer.from(part.body), Buffer.from('\r\n')]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

const fileHeaders = (filename: string, name = 'file') => `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`;

/** Uploads whose image is fine but whose filename, field or framing is hostile. */
export function uploadCases(route: RouteEntry): HostileCase[] {
  const request = (payload: Buffer | string, contentType = 'multipart/form-data; boundary=hostile-boundary'): InjectOptions => ({
    method: 'POST',
    url: route.url,
    headers: { 'content-type': contentType },
    payload,
  });
  const file = (filename: string, name?: string) => request(multipart([{ headers: fileHeaders(filename, name), body: PNG }]));
  const cases: [string, InjectOptions][] = [
    ['filename with NUL', file('a\u0000b.png')],
    ['filename with a control character', file('a\u0007b.png')],
    ['filename with a line break', file('a\nb.png')],
    ['filename as invalid UTF-8 bytes', file('a\u00ed\u00a0\u0080b.png')],
    ['filename of 100,000 characters', file(`${'x'.repeat(100_000)}.png`)],
    ['filename* with an encoded NUL', request(multipart([{ headers: `Content-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.png\r\nContent-Type: image/png`, body: PNG }]))],
    ['field name with NUL', file('a.png', 'fi\u0000le')],
    ['field name of 100,000 characters', file('a.png', 'f'.repeat(100_000))],
    ['a text field instead of the file', request(multipart([{ headers: 'Content-Disposition: form-data; name="file"', body: 'abc\u0000def' }]))],
    ['too many parts', request(multipart(Array.from({ length: 20 }, (_, i) => ({ headers: `Content-Disposition: form-data; name="f${i}"`, body: 'x' }))))],
    ['file over the size limit', request(multipart([{ headers: fileHeaders('big.png'), body: Buffer.concat([PNG, Buffer.alloc(6 * MEGABYTE)]) }]))],
    ['not an image', request(multipart([{ headers: fileHeaders('a.png'), body: 'abc\u0000def' }]))],
    ['no closing boundary', request(Buffer.from(`--hostile-boundary\r\n${fileHeaders('a.png')}\r\n\r\n`))],
    ['no boundary parameter', request(multipart([{ headers: fileHeaders('a.png'), body: PNG }]), 'multipart/form-data')],
    ['JSON instead of multipart', request(JSON.stringify({ file: 'abc\u0000def' }), 'application/json')],
    ['NUL inside a JSON key', request('{"fi\\u0000le":1}', 'application/json')],
    ['plain text', request('abc', 'text/plain')],
  ];
  return cases.map(([label, one]) => ({ route, label, request: one, staticFiles: false }));
}
