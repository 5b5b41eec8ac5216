// The fetch behaviour of product spec section 7: cookies always, JSON only when there is a body,
// every non-OK answer is an error whose message is `${status}: ${body text || status text}`.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { takeFirstRead } from './first-load-reads';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A non-OK HTTP answer. `message` follows the spec; `status` and `bodyText` are kept for callers. */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The parsed JSON body (`{ error, details? }` for the API), or undefined when it was not JSON. */
  get body(): unknown {
    try {
      return JSON.parse(this.bodyText) as unknown;
    } catch {
      return undefined;
    }
  }

  /** The `error` field of a JSON error body, when the server sent one. */
  get serverError(): string | undefined {
    const parsed = this.body;
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
    return undefined;
  }

  /** The `details` field of a JSON error body (e.g. a 409's reason), when the server sent one. */
  get details(): unknown {
    const parsed = this.body;
    return parsed && typeof parsed === 'object' && 'details' in parsed ? parsed.details : undefined;
  }
}

/** Per-call extras: an abort signal, and headers such as an `Idempotency-Key`. */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, bodyText);
}

/** Sends one request; resolves with the OK response (its body unread), rejects with ApiError otherwise. */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions | AbortSignal = {},
): Promise<Response> {
  const { signal, headers = {} } = options instanceof AbortSignal ? { signal: options } : options;
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a multipart form (uploads); the browser sets the content type. */
export async function apiUpload(url: string, form: FormData): Promise<Response> {
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return response;
}

/** GET `url` and parse JSON. With on401 'returnNull' a 401 yields null instead of an error. */
export async function fetchJson<T>(url: string, options: { on401: 'throw'; signal?: AbortSignal }): Promise<T>;
export async function fetchJson<T>(url: string, options: { on401: UnauthorizedBehavior; signal?: AbortSignal }): Promise<T | null>;
export async function fetchJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null> {
  const send = () => fetch(url, { credentials: 'include', signal: options.signal });
  // the first visit's reads may already be on their way (index.html started them); if that one failed, ask again
  const started = takeFirstRead(url);
  const response = started ? await started.catch(send) : await send();
  if (options.on401 === 'returnNull' && response.status === 401) {
    // read the body anyway, so the request completes instead of holding its connection open
    await response.text().catch(() => '');
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The request path of a query key: its string and number parts joined with '/'. */
export function pathOfQueryKey(queryKey: QueryKey): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

/** A query function that GETs the path named by the query key. */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => fetchJson<T>(pathOfQueryKey(queryKey), { on401, signal });
}

/** A short text for an error toast: the server's `error` field when there is one, else the error message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Sends one request and parses its JSON answer. */
export async function apiJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  return (await response.json()) as T;
}
