import { z } from 'zod';
import { roleSchema } from './roles';

// The exact messages of the product spec (section 5); the forms and the API share these schemas.
const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores');
const password = z.string().min(6, 'Password must be at least 6 characters').max(128, 'Password must be at most 128 characters');
const email = (message: string) => z.string().trim().max(254, message).pipe(z.email(message)).transform((v) => v.toLowerCase());
const optionalReferralCode = z
  .string()
  .trim()
  .max(40, 'Referral code is too long')
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

/** Auth page, Login tab; also the body of POST /api/login. */
export const loginSchema = z.strictObject({
  username: z.string().trim().min(3, 'Username must be at least 3 characters').max(254, 'Username is too long'),
  password: z.string().min(6, 'Password must be at least 6 characters').max(128, 'Password is too long'),
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
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
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
    password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
    confirmPassword: z.string().min(8, 'Password must be at least 8 characters'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** Body of POST /api/reset-password. */
export const resetPasswordSchema = z.strictObject({
  token: z.string().trim().min(1, 'Reset token is missing').max(200, 'Invalid or expired reset link'),
  newPassword: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
});

/** Body of POST /api/resend-verification: the spec sends the user id; the session decides whose. */
export const resendVerificationSchema = z.strictObject({
  userId: z.union([z.number().int(), z.string()]).optional(),
});

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
