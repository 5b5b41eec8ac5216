import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { newAccount, SessionClient } from '../../testing/session-client';
import { appWithAdminPerFile } from './testing/admin-app';

const app = appWithAdminPerFile();
let player: SessionClient;
let playerId: number;

beforeAll(async () => {
  player = new SessionClient(app.t.server);
  playerId = (await player.post('/api/register', newAccount('player'))).json().id;
});

const adminCalls = () => [
  { method: 'GET' as const, url: '/api/admin/users' },
  { method: 'PATCH' as const, url: `/api/admin/users/${playerId}/role`, payload: { role: 'admin' } },
  { method: 'POST' as const, url: `/api/admin/users/${playerId}/verify-email` },
  { method: 'GET' as const, url: '/api/admin/stats/users-count' },
  { method: 'POST' as const, url: '/api/admin/products', payload: {} },
  { method: 'DELETE' as const, url: '/api/admin/hotels/1' },
  { method: 'POST' as const, url: '/api/admin/upload/hotels' },
];

describe('roles on the server', () => {
  it('closes every /api/admin/* route: 401 anonymous, 403 player', async () => {
    for (const call of adminCalls()) {
      expect((await new SessionClient(app.t.server).request(call)).statusCode, call.url).toBe(401);
      expect((await player.request(call)).statusCode, call.url).toBe(403);
    }
    expect((await player.get('/api/user')).json().role).toBe('player');
  });

  it('lets an admin list users, change a role and verify an e-mail (one way)', async () => {
    const list = await app.admin.get('/api/admin/users');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((u: { id: number }) => u.id === playerId)).toMatchObject({ role: 'player', referredByUsername: null });
    const promoted = await app.admin.patch(`/api/admin/users/${playerId}/role`, { role: 'agent' });
    expect(promoted.json()).toMatchObject({ id: playerId, role: 'agent' });
    expect((await app.admin.patch(`/api/admin/users/${playerId}/role`, { role: 'boss' })).statusCode).toBe(400);
    expect((await app.admin.patch('/api/admin/users/999999/role', { role: 'agent' })).statusCode).toBe(404);
    const verified = await app.admin.post(`/api/admin/users/${playerId}/verify-email`);
    expect(verified.json().isEmailVerified).toBe(true);
    expect((await app.admin.post(`/api/admin/users/${playerId}/verify-email`)).json().isEmailVerified).toBe(true);
    await app.admin.patch(`/api/admin/users/${playerId}/role`, { role: 'player' });
  });

  it("refuses an admin's own demotion with 409, keeping the role, and lets another admin do it", async () => {
    const { client: self, id: selfId } = await loggedInAs(app.t, 'admin');
    for (const role of ['player', 'agent']) {
      const refused = await self.patch(`/api/admin/users/${selfId}/role`, { role });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'You cannot remove your own admin role; ask another admin to do it.' });
    }
    expect((await self.get('/api/user')).json().role).toBe('admin');
    expect((await self.patch(`/api/admin/users/${selfId}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await app.admin.patch(`/api/admin/users/${selfId}/role`, { role: 'player' })).json()).toMatchObject({ id: selfId, role: 'player' });
  });

  it('gives the referral list to agents and admins only', async () => {
    expect((await new SessionClient(app.t.server).get('/api/users/referrals')).statusCode).toBe(401);
    expect((await player.get('/api/users/referrals')).statusCode).toBe(403);
    const { client: agent, id: agentId } = await loggedInAs(app.t, 'agent');
    const code = (await agent.get('/api/user')).json().referralCode;
    const referred = (await new SessionClient(app.t.server).post('/api/register', { ...newAccount('ref'), referralCode: code })).json();
    const list = await agent.get('/api/users/referrals');
    expect(list.json()).toEqual([{ id: referred.id, username: referred.username, createdAt: referred.createdAt, loyaltyPoints: 0 }]);
    expect(referred.referredBy).toBe(agentId);
    expect((await app.admin.get('/api/users/referrals')).statusCode).toBe(200);
  });

  it('leaves a player no way to escalate', async () => {
    expect((await player.patch(`/api/admin/users/${playerId}/role`, { role: 'admin' })).statusCode).toBe(403);
    expect((await player.post('/api/login', { username: 'x'.repeat(5), password: 'y'.repeat(8), role: 'admin' })).statusCode).toBe(400);
    expect((await player.post('/api/resend-verification', { userId: playerId, isEmailVerified: true })).statusCode).toBe(400);
    expect((await player.post('/api/resend-verification', { userId: playerId + 1000 })).statusCode).toBe(403);
    const me = (await player.get('/api/user')).json();
    expect(me).toMatchObject({ role: 'player', loyaltyPoints: 0 });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin or site, accepts the app itself', async () => {
    const body = { username: 'nobody-here', password: 'whatever1' };
    const evil = await app.t.server.inject({ method: 'POST', url: '/api/login', headers: { origin: 'https://evil.example' }, payload: body });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toMatch(/Cross-site request refused/);
    const fetchSite = await app.t.server.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await app.t.server.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.statusCode).toBe(403);
    const own = await app.t.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: app.t.config.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
    expect(own.statusCode).toBe(401);
    expect((await app.t.server.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});
