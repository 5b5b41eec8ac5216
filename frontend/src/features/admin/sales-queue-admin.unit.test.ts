import { describe, expect, it } from 'vitest';
import { queueStateText } from './sales-queue-admin';

const NOW = Date.parse('2027-01-15T10:05:00.000Z');
const queue = { opensAt: '2027-01-15T10:00:00.000Z', active: true, paused: false, closedAt: null };

describe('a sales queue in the admin’s words', () => {
  it('names its state', () => {
    expect(queueStateText(queue, NOW)).toBe('Letting people through');
    expect(queueStateText(queue, Date.parse('2027-01-15T09:55:00.000Z'))).toBe('Waiting room open');
    expect(queueStateText({ ...queue, paused: true }, NOW)).toBe('Paused');
    expect(queueStateText({ ...queue, active: false }, NOW)).toBe('Ended');
    expect(queueStateText({ ...queue, paused: true, closedAt: '2027-01-15T10:40:00.000Z' }, NOW)).toBe('Closed');
  });

});
