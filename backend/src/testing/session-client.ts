import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Drives the API like one browser: keeps the session cookie between requests. */
export class SessionClient {
  cookie: string | undefined;

  constructor(private readonly server: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.server.inject({
      ...options,
      cookies: { ...(this.cookie ? { sid: this.cookie } : {}), ...(options.cookies ?? {}) },
    });
    const sid = response.cookies.find((c) => c.name === 'sid');
    if (sid) this.cookie = sid.value;
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }

  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  }
}

let counter = 0;
/** A unique, valid registration body. */
export function newAccount(prefix = 'user') {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `${prefix}${n}`.slice(0, 30), email: `${prefix}${n}@example.com`, password: 'secret-password' };
}
