import { z } from 'zod';
import { exactText, recordId, singleLineText } from '../shared/input';
import { roleSchema } from './roles';

// The exact messages of the product spec (section 5); the forms and the API share these schemas.
// Every field is built from the shared input primitives: no NUL, control character or broken
// character reaches the database (the login name is stored by the failed-login counter too).
const username = singleLineText(30, { tooLong: 'Username must be at most 30 characters' })
  .min(3, 'Username must be at least 3 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores');
/** Passwords are kept as typed (never trimmed) and hashed; they are checked like any text all the same. */
const password = exactText(128, { tooLong: 'Password must be at most 128 characters' }).min(6, 'Password must be at least 6 characters');
const email = (message: string) => singleLineText(254, { tooLong: message }).pipe(z.email(message)).transform((v) => v.toLowerCase());
const optionalReferralCode = singleLineText(40, { tooLong: 'Referral code is too long' })
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));
/** A login name or address as typed at login: looser than a new username, as strict as any text. */
const loginName = singleLineText(254, { tooLong: 'Username is too long' });

/** Auth page, Login tab; also the body of POST /api/login. */
export const loginSchema = z.strictObject({
  username: loginName.min(3, 'Username must be at least 3 characters'),
  password: exactText(128, { tooLong: 'Password is too long' }).min(6, 'Password must be at least 6 characters'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Auth page, Register tab; also the body of POST /api/register. */
export const registerSchema = z.strictObject({
  username,
  email: email('Please enter a valid email'),
  password,
  referralCode: optionalReferralCode,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The festival page's Authentication dialog has its own, looser messages. */
export const dialogLoginSchema = z.strictObject({
  username: loginName.min(1, 'Username is required'),
  password: exactText(128, { tooLong: 'Password is too long' }).min(1, 'Password is required'),
});

export const dialogRegisterSchema = z.strictObject({
  username,
  email: email('Invalid email address'),
  password,
  referralCode: optionalReferralCode,
});

export const forgotPasswordSchema = z.strictObject({
  email: email('Please enter a valid email address'),
});

/** The reset form: both fields at least 8, equal (the mismatch shows on the confirm field). */
export const resetPasswordFormSchema = z
  .object({
    password: exactText(128, { tooLong: 'Password is too long' }).min(8, 'Password must be at least 8 characters'),
    confirmPassword: exactText(128, { tooLong: 'Password is too long' }).min(8, 'Password must be at least 8 characters'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** Body of POST /api/reset-password. */
export const resetPasswordSchema = z.strictObject({
  token: singleLineText(200, { tooLong: 'Invalid or expired reset link' }).min(1, 'Reset token is missing'),
  newPassword: exactText(128, { tooLong: 'Password is too long' }).min(8, 'Password must be at least 8 characters'),
});

/** Body of POST /api/resend-verification: the spec sends the user id; the session decides whose. */
export const resendVerificationSchema = z.strictObject({
  userId: recordId('userId must be a user id').optional(),
});

/** GET /api/verify-email?token=…: the link from the e-mail. */
export const verifyEmailQuery = z.object({ token: exactText(200, { tooLong: 'Invalid or expired verification link' }).optional() });

/** GET /api/dev/mailbox?to=…: the development mailbox, filtered by recipient. */
export const devMailboxQuery = z.object({ to: singleLineText(254, { tooLong: 'Address is too long' }).optional() });

export const changeRoleSchema = z.strictObject({ role: roleSchema });

/** A user as the API shows it: never a password hash or a token. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  loyaltyPoints: z.number().int(),
  referralCode: z.string(),
  referredBy: z.number().int().nullable(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Admin Users tab rows also name the referrer. */
export const adminUserSchema = publicUserSchema.extend({ referredByUsername: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const referredUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
  loyaltyPoints: z.number().int(),
});
export type ReferredUser = z.infer<typeof referredUserSchema>;
