import { describe, expect, it } from 'vitest';
import { referralCodeFor } from './referral-code';
import { canViewReferrals } from './roles';
import { dialogLoginSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordFormSchema, resetPasswordSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

describe('identity rules (spec 5 messages)', () => {
  it('login needs a 3-character username and a 6-character password', () => {
    expect(messages(loginSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual([
      'username: Username must be at least 3 characters',
      'password: Password must be at least 6 characters',
    ]);
  });

  it('registration checks username, e-mail and password, normalises e-mail and drops an empty referral code', () => {
    expect(messages(registerSchema.safeParse({ username: 'ab', email: 'nope', password: 'short' }))).toEqual([
      'username: Username must be at least 3 characters',
      'email: Please enter a valid email',
      'password: Password must be at least 6 characters',
    ]);
    expect(registerSchema.parse({ username: ' maria ', email: ' Maria@Example.COM ', password: 'secret1', referralCode: '  ' })).toEqual({
      username: 'maria',
      email: 'maria@example.com',
      password: 'secret1',
      referralCode: undefined,
    });
  });

  it('refuses fields a client may not set (mass assignment)', () => {
    expect(registerSchema.safeParse({ username: 'maria', email: 'm@x.io', password: 'secret1', role: 'admin' }).success).toBe(false);
  });

  it('the dialog and the password screens have their own messages', () => {
    expect(messages(dialogLoginSchema.safeParse({ username: '', password: '' }))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(messages(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual(['email: Please enter a valid email address']);
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgx' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(messages(resetPasswordSchema.safeParse({ token: 't', newPassword: 'short' }))).toEqual([
      'newPassword: Password must be at least 8 characters',
    ]);
  });

  it('makes referral codes in the spec form and gives referrals to agents and admins', () => {
    expect(referralCodeFor('maria', 42)).toBe('REF-MAR-0042');
    expect(() => referralCodeFor('maria', 10_000)).toThrow(RangeError);
    expect([canViewReferrals('player'), canViewReferrals('agent'), canViewReferrals('admin')]).toEqual([false, true, true]);
  });
});
