import type { Projection } from './projection';
import { agentCommissionsProjection } from './agent-commissions/projection';
import { loyaltyLedgerProjection } from './loyalty-ledger/projection';
import { ordersProjection } from './orders/projection';

/** Every read model the workers keep up to date; later capabilities add theirs here. */
export const projections: readonly Projection[] = [ordersProjection, loyaltyLedgerProjection, agentCommissionsProjection];

export function projectionNamed(name: string, registry: readonly Projection[] = projections): Projection {
  const found = registry.find((p) => p.name === name);
  if (!found) throw new Error(`Unknown projection "${name}". Known: ${registry.map((p) => p.name).join(', ')}`);
  return found;
}
