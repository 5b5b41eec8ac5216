import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import { readAdmission, saveAdmission, withAdmission } from './admission-storage';

const NOW = Date.parse('2027-01-15T10:05:00.000Z');
const admission = { token: '7.0b9c.1800000000000.sig', expiresAt: '2027-01-15T10:15:00.000Z' };

describe('a queue’s admission in this tab', () => {
  it('is kept per festival and read back while valid', () => {
    const storage = memoryStorage();
    saveAdmission('vienna', admission, storage);
    expect(readAdmission('vienna', NOW, storage)).toEqual(admission);
    expect(readAdmission('prague', NOW, storage)).toBeNull();
    expect([...storage.items.keys()]).toEqual(['pokerfest_sales_admission_vienna']);
  });

  it('is forgotten once expired or unreadable', () => {
    const storage = memoryStorage({ pokerfest_sales_admission_vienna: JSON.stringify(admission), pokerfest_sales_admission_prague: '{not json' });
    expect(readAdmission('vienna', Date.parse(admission.expiresAt), storage)).toBeNull();
    expect(readAdmission('prague', NOW, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('goes with the order of its festival, and only then', () => {
    const storage = memoryStorage();
    saveAdmission('vienna', admission, storage);
    expect(withAdmission({ productId: 'vienna', totalPrice: 10 }, NOW, storage)).toEqual({ productId: 'vienna', totalPrice: 10, admission: admission.token });
    expect(withAdmission({ productId: 'prague', totalPrice: 10 }, NOW, storage)).toEqual({ productId: 'prague', totalPrice: 10 });
    expect(withAdmission({ productId: 'vienna' }, NOW, null)).toEqual({ productId: 'vienna' });
  });
});
