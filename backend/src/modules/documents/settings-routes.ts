import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, missingSellerFields, sellerSettingsSchema, sellerSettingsViewSchema, type SellerSettings, type SellerSettingsView } from '@pokerfest/domain';
import type { Config, Db, JobQueue, SettingInForce } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { rearmPendingDocuments } from './pending-documents';
import { saveSellerSettings, sellerSettingsInForce } from '../shop';

export interface SellerSettingsDeps {
  db: Db;
  queue: JobQueue;
  config: Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>;
  now: () => Date;
}

const refused = { '4xx': errorBodySchema };
const SELLER_URL = '/api/admin/settings/seller';

export function sellerSettingsView(inForce: SettingInForce<SellerSettings>): SellerSettingsView {
  return { settings: inForce.value, missing: missingSellerFields(inForce.value), version: inForce.version };
}

/** The seller that invoices and credit notes name, edited by admins in Settings. */
export const sellerSettingsRoutes: FastifyPluginAsyncZod<SellerSettingsDeps> = async (app, deps) => {
  const schema = { tags: ['admin'], response: { 200: sellerSettingsViewSchema, ...refused } };
  app.get(SELLER_URL, { config: { access: 'admin' }, schema: { ...schema, summary: 'The seller named on invoices and credit notes' } }, async () => sellerSettingsView(await sellerSettingsInForce(deps.db, deps.config)));

  app.put(SELLER_URL, { config: { access: 'admin' }, schema: { ...schema, summary: 'Set the seller named on invoices and credit notes', body: sellerSettingsSchema } }, async (request) => {
    const user = requireUser(request);
    const version = await saveSellerSettings(deps.db, request.body, user.id);
    const view = sellerSettingsView({ value: request.body, version });
    request.log.info({ audit: 'seller-settings-saved', version, by: user.id, missing: view.missing }, 'seller settings saved by an admin');
    // documents that waited for the seller's name or address are issued now rather than at their next retry
    if (view.missing.length === 0) {
      const rearmed = await rearmPendingDocuments(deps.db, deps.queue, deps.now());
      if (rearmed > 0) request.log.info({ rearmed }, 'waiting documents re-armed after the seller was completed');
    }
    return view;
  });
};
