import { stockKey } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { remainingStock } from '../stock';
import type { WaitingItem } from './items';

/** What is left of the item for sale (null: unlimited), as the catalogue shows it. */
export async function remainingOfItem(db: Executor, item: Pick<WaitingItem, 'kind' | 'id' | 'festivalId'>): Promise<number | null> {
  const remaining = (await remainingStock(db, item.festivalId)).get(stockKey(item.kind, item.id));
  return remaining === undefined ? 0 : remaining;
}
