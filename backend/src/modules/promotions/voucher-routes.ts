import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVouchersQuery,
  ConflictError,
  createVoucherSchema,
  errorBodySchema,
  fromMajorUnits,
  NotFoundError,
  recordIdParams,
  updateVoucherSchema,
  ValidationError,
  instantOf,
  voucherViewSchema,
  type CreateVoucherRequest,
  type UpdateVoucherRequest,
  type VoucherView,
} from '@pokerfest/domain';
import { isCheckViolation, isUniqueViolation, type Db, type Executor } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { voucherColumns, voucherTallies, voucherView } from './voucher-rows';

const tags = ['admin', 'promotions'];
const refused = { '4xx': errorBodySchema };

export interface PromotionsDeps {
  db: Db;
  now: () => Date;
}

/** The festival and the agent a code names must exist (and the agent be an agent or an admin). */
async function checkReferences(db: Executor, body: Pick<UpdateVoucherRequest, 'productId' | 'agentId'>): Promise<void> {
  if (body.productId) {
    const festival = await db.selectFrom('festivals').select('product_id').where('product_id', '=', body.productId).executeTakeFirst();
    if (!festival) throw new ValidationError('productId names no festival', { field: 'productId' });
  }
  if (body.agentId) {
    const agent = await db.selectFrom('users').select('role').where('id', '=', body.agentId).executeTakeFirst();
    if (!agent || agent.role === 'player') throw new ValidationError('agentId must name an agent (or an admin)', { field: 'agentId' });
  }
}

function valueColumns(body: Pick<UpdateVoucherRequest, 'discountType' | 'value'>) {
  if (!body.discountType || body.value === undefined) return {};
  return body.discountType === 'percent' ? { discount_type: 'percent' as const, percent: body.value, amount_cents: null } : { discount_type: 'amount' as const, percent: null, amount_cents: fromMajorUnits(body.value) };
}

/** The columns a body sets (absent fields are left as they are). */
function columnsOf(body: UpdateVoucherRequest) {
  return {
    ...valueColumns(body),
    ...(body.appliesTo !== undefined ? { applies_to: body.appliesTo } : {}),
    ...(body.productId !== undefined ? { product_id: body.productId } : {}),
    ...(body.maxUses !== undefined ? { max_uses: body.maxUses } : {}),
    ...(body.maxUsesPerPlayer !== undefined ? { max_uses_per_player: body.maxUsesPerPlayer } : {}),
    ...(body.validFrom !== undefined ? { valid_from: body.validFrom === null ? null : new Date(instantOf(body.validFrom, 'start')) } : {}),
    ...(body.validUntil !== undefined ? { valid_until: body.validUntil === null ? null : new Date(instantOf(body.validUntil, 'end')) } : {}),
    ...(body.minTotal !== undefined ? { min_total_cents: fromMajorUnits(body.minTotal) } : {}),
    ...(body.agentId !== undefined ? { agent_id: body.agentId } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
}

async function viewOf(db: Executor, id: number): Promise<VoucherView> {
  const row = await db.selectFrom('vouchers').select(voucherColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('Voucher not found');
  return voucherView(row, (await voucherTallies(db, [id])).get(id) ?? { paidUses: 0, revenueCents: 0 });
}

function refusedWrite(error: unknown): never {
  if (isUniqueViolation(error, 'vouchers')) throw new ConflictError('A voucher with this code exists already.', { reason: 'voucher_code_taken', field: 'code' });
  if (isCheckViolation(error, 'vouchers')) throw new ValidationError('These terms do not fit together (a percentage is at most 100, amounts are positive).');
  throw error;
}

/** Admin → Vouchers: create a code, list the codes with their uses and revenue, change or deactivate one. */
export const voucherRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, deps) => {
  app.post('/api/admin/vouchers', { config: { access: 'admin' }, schema: { tags, summary: 'Create a voucher code', body: createVoucherSchema, response: { 201: voucherViewSchema, ...refused } } }, async (request, reply) => {
    const admin = requireUser(request);
    const body: CreateVoucherRequest = request.body;
    await checkReferences(deps.db, body);
    const now = deps.now();
    try {
      const row = await deps.db
        .insertInto('vouchers')
        .values({
          code: body.code,
          discount_type: body.discountType,
          percent: null,
          amount_cents: null,
          applies_to: body.appliesTo,
          product_id: body.productId,
          max_uses: body.maxUses,
          max_uses_per_player: body.maxUsesPerPlayer,
          valid_from: null,
          valid_until: null,
          min_total_cents: fromMajorUnits(body.minTotal),
          agent_id: body.agentId,
          active: body.active,
          created_at: now,
          updated_at: now,
          ...columnsOf(body),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      request.log.info({ audit: 'voucher-created', voucherId: row.id, code: body.code, by: admin.id }, 'voucher created by an admin');
      return reply.code(201).send(await viewOf(deps.db, row.id));
    } catch (error) {
      refusedWrite(error);
    }
  });

  app.get('/api/admin/vouchers', { config: { access: 'admin' }, schema: { tags, summary: 'Every voucher code with its uses and the revenue it brought', querystring: adminVouchersQuery, response: { 200: z.array(voucherViewSchema), ...refused } } }, async (request) => {
    const active = request.query.active;
    let query = deps.db.selectFrom('vouchers').select(voucherColumns).orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (active !== undefined) query = query.where('active', '=', active === 'true');
    const rows = await query.execute();
    const tallies = await voucherTallies(deps.db, rows.map((row) => row.id));
    return rows.map((row) => voucherView(row, tallies.get(row.id) ?? { paidUses: 0, revenueCents: 0 }));
  });

  app.patch('/api/admin/vouchers/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Change a voucher code\'s terms, or deactivate it', params: recordIdParams, body: updateVoucherSchema, response: { 200: voucherViewSchema, ...refused } } }, async (request) => {
    const admin = requireUser(request);
    await checkReferences(deps.db, request.body);
    const { id } = request.params;
    try {
      const updated = await deps.db.updateTable('vouchers').set({ ...columnsOf(request.body), updated_at: deps.now() }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!updated) throw new NotFoundError('Voucher not found');
    } catch (error) {
      refusedWrite(error);
    }
    request.log.info({ audit: 'voucher-changed', voucherId: id, fields: Object.keys(request.body), by: admin.id }, 'voucher changed by an admin');
    return viewOf(deps.db, id);
  });
};
