import { randomInt } from 'node:crypto';
import { referralCodeFor, ValidationError } from '@pokerfest/domain';
import { hashPassword, newSecretToken, queueMail } from '@pokerfest/infra';
import type { IdentityDeps } from './deps';
import { verificationEmail } from './emails';
import { findUserByReferralCode, insertUser, uniqueViolationOf, updateUser, type UserRow } from './users-repository';

const REFERRAL_CODE_TRIES = 20;

export interface Registration {
  username: string;
  email: string;
  password: string;
  referralCode?: string;
  role?: UserRow['role'];
  isEmailVerified?: boolean;
}

/** Creates an account with its own unique referral code, linked to the referrer whose code was given. */
export async function registerAccount(deps: Pick<IdentityDeps, 'db' | 'fourDigits'>, input: Registration): Promise<UserRow> {
  let referredBy: number | null = null;
  if (input.referralCode) {
    const referrer = await findUserByReferralCode(deps.db, input.referralCode);
    if (!referrer) throw new ValidationError('Unknown referral code. Check the code or leave it empty.');
    referredBy = referrer.id;
  }
  const passwordHash = await hashPassword(input.password);
  const fourDigits = deps.fourDigits ?? (() => randomInt(0, 10_000));
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertUser(deps.db, {
        username: input.username,
        email: input.email,
        passwordHash,
        referralCode: referralCodeFor(input.username, fourDigits()),
        referredBy,
        role: input.role,
        isEmailVerified: input.isEmailVerified,
      });
    } catch (error) {
      const broken = uniqueViolationOf(error);
      if (broken === 'username') throw new ValidationError('Username already exists');
      if (broken === 'email') throw new ValidationError('Email already registered');
      if (broken !== 'referral_code' || attempt >= REFERRAL_CODE_TRIES) throw error;
    }
  }
}

/** A fresh verification link replaces any earlier one; the mail goes out through the outbox. */
export async function sendVerificationEmail(deps: IdentityDeps, user: UserRow): Promise<void> {
  const { token, hash } = newSecretToken();
  const now = deps.now();
  await updateUser(deps.db, user.id, {
    email_verification_token_hash: hash,
    email_verification_expires_at: new Date(now.getTime() + deps.config.EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${deps.config.PUBLIC_URL}/api/verify-email?token=${token}`;
  await queueMail(deps.db, deps.queue, verificationEmail(user.email, user.username, link), now);
}
