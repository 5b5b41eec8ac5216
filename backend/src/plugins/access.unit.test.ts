import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Role } from '@pokerfest/domain';
import { accessLevels, assertAccess, type Access } from './access';

const asking = (access: Access | undefined, role?: Role, is404 = false) =>
  ({ is404, routeOptions: { config: { access } }, user: role ? { role } : null }) as unknown as FastifyRequest;

const outcome = (request: FastifyRequest) => {
  try {
    assertAccess(request);
    return 'allowed';
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

describe('assertAccess', () => {
  it('lets each declaration through to exactly the roles it names', () => {
    const table = Object.fromEntries(
      accessLevels.map((access) => [access, [undefined, 'player', 'agent', 'admin'].map((role) => outcome(asking(access, role as Role | undefined)))]),
    );
    expect(table).toEqual({
      public: ['allowed', 'allowed', 'allowed', 'allowed'],
      user: [401, 'allowed', 'allowed', 'allowed'],
      agent: [401, 403, 'allowed', 'allowed'],
      admin: [401, 403, 403, 'allowed'],
    });
  });

  it('closes a route that declared nothing, even to an admin', () => {
    expect(outcome(asking(undefined, 'admin'))).toBe(403);
    expect(outcome(asking(undefined))).toBe(401);
  });

  it('leaves unmatched paths to the not-found answer', () => {
    expect(outcome(asking(undefined, undefined, true))).toBe('allowed');
  });
});
