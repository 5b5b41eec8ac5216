import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Self-only: the app loads no third-party script, font or tile at run time (offline-safe).
// The payment provider's origin is added by the payment capability when it is configured.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)');
      // /uploads/ files carry their own, stricter policy (see upload-routes.ts).
      if (!request.url.startsWith('/api/docs') && !request.url.startsWith('/uploads/')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
