import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The third-party origins the configured features need; each list is added to its directive as given. */
export interface PolicyOrigins {
  /** A Stripe publishable key is configured: Stripe's script, frames and API for the card form. */
  stripe?: boolean;
  /** Map tile hosts (config.map.imageOrigins). */
  images?: string[];
  /** The geocoder (config.map.connectOrigins). */
  connect?: string[];
  /** `'sha256-…'` sources of the inline scripts the built index.html carries (spa.ts, ADR 0026). */
  scriptHashes?: string[];
}

// Self-only apart from what the configuration names: no third-party script, font or tile unless
// a configured feature asks for exactly that origin (0009, 0024).
export function contentSecurityPolicy({ stripe = false, images = [], connect = [], scriptHashes = [] }: PolicyOrigins = {}): string {
  const script = ["'self'", ...scriptHashes, ...(stripe ? ['https://js.stripe.com'] : [])].join(' ');
  const connectSources = ["'self'", ...(stripe ? ['https://api.stripe.com'] : []), ...connect];
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...images].join(' '),
    "font-src 'self' data:",
    `connect-src ${connectSources.join(' ')}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends this response with the page's Content-Security-Policy instead of the strict one. */
    usePagePolicy(): FastifyReply;
  }
}

/** For every response that is not a page: nothing may load, nothing may frame it. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
};

// Callback-style hooks and one prepared header object: these run on every request, the catalogue's
// cached reads included, where a promise per hook is a measurable share of the work.
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean } & PolicyOrigins) => {
    const policy = contentSecurityPolicy(options);
    const headers: Record<string, string> = options.https
      ? { ...COMMON_HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : COMMON_HEADERS;
    // Only pages carry the page's policy: the handler that serves one says so (spa.ts), for its 200
    // and its 304 alike, since a 304's headers replace the cached page's. Anything else (JSON,
    // scripts, images, errors) gets the strictest policy, which also holds should it be opened as a
    // document, in a few bytes instead of the page's 300 on each of a first visit's dozen requests.
    // /uploads/ files carry their own (upload-routes.ts), the API docs page Swagger's.
    app.decorateReply('usePagePolicy', function (this: FastifyReply) {
      return this.header('Content-Security-Policy', policy);
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (!request.url.startsWith('/api/docs') && !request.url.startsWith('/uploads/')) reply.header('Content-Security-Policy', NOT_A_PAGE_POLICY);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
