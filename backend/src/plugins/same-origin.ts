import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '@pokerfest/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for signed provider webhooks: skip the same-origin check. */
    allowCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions must not be usable from another site: besides SameSite=Lax, a state-changing
 * request is refused when the browser says it comes from another site, or when it names an
 * origin that is neither the app's own nor the host it was sent to.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; trustedOrigins: readonly string[] }) => {
    const allowed = new Set([new URL(options.publicUrl).origin, ...options.trustedOrigins.map((o) => new URL(o).origin)]);
    // Callback style: it runs on every request, and the reads it lets through should not pay for a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return done();
      const why = crossSiteReason(request, allowed);
      done(why ? new ForbiddenError(`Cross-site request refused: ${why}`) : undefined);
    });
  },
  { name: 'same-origin' },
);

function crossSiteReason(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site is ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (allowed.has(origin)) return undefined;
  try {
    if (new URL(origin).host === request.host) return undefined;
  } catch {
    return 'malformed Origin';
  }
  return `Origin ${origin} is not this site`;
}
