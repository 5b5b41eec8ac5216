import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError } from './errors';

describe('DomainError', () => {
  it('carries no stack trace for a refusal, and keeps one for a server error and for errors made after it', () => {
    const refusal = new ConflictError('Sold out', { reason: 'sold_out' });
    expect(refusal).toMatchObject({ status: 409, name: 'ConflictError', message: 'Sold out', details: { reason: 'sold_out' } });
    expect(refusal.stack!.split('\n')).toHaveLength(1);
    expect(new DomainError('Broken', 500, 'internal').stack!.split('\n').length).toBeGreaterThan(1);
    expect(new Error('plain').stack!.split('\n').length).toBeGreaterThan(1);
  });
});
