import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationPolicySchema, cancellationPolicyViewSchema, errorBodySchema } from '@pokerfest/domain';
import { requireUser } from '../../plugins/auth';
import { policyInForce, policyView, savePolicy } from './cancellation-policies';
import type { OrdersDeps } from './deps';

const refused = { '4xx': errorBodySchema };

/** The cancellation policy: read by anyone (every page that states it), edited by admins in Settings. */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  const answer = { 200: cancellationPolicyViewSchema, ...refused };

  app.get('/api/cancellation-policy', { config: { access: 'public' }, schema: { tags: ['orders'], summary: 'The cancellation policy in force', response: answer } }, async () => policyView(await policyInForce(deps.db)));

  const admin = { tags: ['admin'], response: answer };
  app.get('/api/admin/settings/cancellation-policy', { config: { access: 'admin' }, schema: { ...admin, summary: 'The cancellation policy in force, for editing in Settings' } }, async () => policyView(await policyInForce(deps.db)));

  app.put('/api/admin/settings/cancellation-policy', { config: { access: 'admin' }, schema: { ...admin, summary: 'Replace the cancellation policy', body: cancellationPolicySchema } }, async (request) => {
    const user = requireUser(request);
    const version = await savePolicy(deps.db, request.body, user.id);
    request.log.info({ audit: 'cancellation-policy-saved', version, by: user.id, tiers: request.body.tiers.length }, 'cancellation policy saved by an admin');
    return policyView({ version, policy: request.body });
  });
};
