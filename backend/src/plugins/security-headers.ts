import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The third-party origins the configured features need; each list is added to its directive as given. */
export interface PolicyOrigins {
  /** A Stripe publishable key is configured: Stripe's script, frames and API for the card form. */
  stripe?: boolean;
  /** Map tile hosts (config.map.imageOrigins). */
  images?: string[];
  /** The geocoder (config.map.connectOrigins). */
  connect?: string[];
}

// Self-only apart from what the configuration names: no third-party script, font or tile unless
// a configured feature asks for exactly that origin (0009, 0024).
export function contentSecurityPolicy({ stripe = false, images = [], connect = [] }: PolicyOrigins = {}): string {
  const script = stripe ? "'self' https://js.stripe.com" : "'self'";
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
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // /uploads/ files carry their own, stricter policy (see upload-routes.ts).
      if (!request.url.startsWith('/api/docs') && !request.url.startsWith('/uploads/')) reply.header('Content-Security-Policy', policy);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
