import { describe, expect, it } from 'vitest';
import { errorAnswersFor, operationIdFor, securityFor, SESSION_SCHEME } from './openapi-operations';

describe('operationIdFor', () => {
  it('joins the method and the path without /api, a parameter as By<Name>', () => {
    expect(operationIdFor('GET', '/api/orders/:id/documents/:documentId/pdf')).toBe('getOrdersByIdDocumentsByDocumentIdPdf');
    expect(operationIdFor('PATCH', '/api/admin/users/:userId/loyalty-points')).toBe('patchAdminUsersByUserIdLoyaltyPoints');
    expect(operationIdFor('GET', '/api/admin/loyalty-transactions.csv')).toBe('getAdminLoyaltyTransactionsCsv');
  });

  it('names the root path, and keeps /api only where it is not the prefix', () => {
    expect(operationIdFor('GET', '/')).toBe('getRoot');
    expect(operationIdFor('GET', '/api')).toBe('getRoot');
    expect(operationIdFor('GET', '/apis/x')).toBe('getApisX');
  });
});

describe('securityFor', () => {
  it('asks nothing of a public route and the session cookie of any other', () => {
    expect(securityFor('public')).toEqual([]);
    for (const access of ['user', 'agent', 'admin'] as const) expect(securityFor(access)).toEqual([{ [SESSION_SCHEME]: [] }]);
  });
});

describe('errorAnswersFor', () => {
  const codes = (route: Parameters<typeof errorAnswersFor>[0]) => Object.keys(errorAnswersFor(route)).sort();

  it('gives a public read without ids only the 400 of a malformed request', () => {
    expect(codes({ method: 'GET', url: '/api/casinos', config: { access: 'public' } })).toEqual(['400']);
  });

  it('adds 401 when a session is needed, and 403 only where a role or the same-origin check can refuse', () => {
    expect(codes({ method: 'GET', url: '/api/orders', config: { access: 'user' } })).toEqual(['400', '401']);
    expect(codes({ method: 'GET', url: '/api/admin/orders', config: { access: 'admin' } })).toEqual(['400', '401', '403']);
    expect(codes({ method: 'POST', url: '/api/waiting-list/leave', config: { access: 'public' } })).toEqual(['400', '403']);
    expect(codes({ method: 'POST', url: '/api/payments/webhook', config: { access: 'public', allowCrossSite: true } })).toEqual(['400']);
  });

  it('adds 404 for an id in the path and 429 for a rate-limited route', () => {
    expect(codes({ method: 'POST', url: '/api/orders/:id/changes', config: { access: 'user', rateLimit: { max: 5, timeWindow: 1000 } } })).toEqual(['400', '401', '403', '404', '429']);
    // a handler counting its own attempts (placement, ADR 0039)
    expect(codes({ method: 'POST', url: '/api/orders', config: { access: 'user', attemptsLimited: true } })).toEqual(['400', '401', '403', '429']);
  });
});
