import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureText, failureWithMessage, serverMessage } from './failure-text';

describe('admin failure texts (spec section 8)', () => {
  const conflict = new ApiError(409, 'Conflict', JSON.stringify({ error: 'A festival uses this casino' }));

  it('adds the server error field when there is one', () => {
    expect(serverMessage(conflict)).toBe('A festival uses this casino');
    expect(failureText('Failed to delete casino', conflict)).toBe('Failed to delete casino: A festival uses this casino');
  });

  it('uses the plain body text, or nothing for an empty body or a network error', () => {
    expect(serverMessage(new ApiError(500, 'Internal Server Error', 'boom'))).toBe('boom');
    expect(failureText('Failed to add hotel', new ApiError(502, 'Bad Gateway', ''))).toBe('Failed to add hotel');
    expect(failureText('Failed to add hotel', new TypeError('Failed to fetch'))).toBe('Failed to add hotel');
  });

  it('always appends a message where the spec shows {message}', () => {
    expect(failureWithMessage('Failed to create tournament', new Error('offline'))).toBe('Failed to create tournament: offline');
  });
});
