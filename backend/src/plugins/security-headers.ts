import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Self-only: the app loads no third-party script, font or tile at run time (offline-safe). With a
// Stripe publishable key configured, Stripe's script, frames and API are allowed for the card form.
function contentSecurityPolicy(stripe: boolean): string {
  const script = stripe ? "'self' https://js.stripe.com" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    stripe ? "connect-src 'self' https://api.stripe.com" : "connect-src 'self'",
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
  async (app: FastifyInstance, options: { https: boolean; stripe?: boolean }) => {
    const policy = contentSecurityPolicy(options.stripe ?? false);
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
