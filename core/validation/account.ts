import { z } from 'zod';
import { validationMessages as m } from './messages';

/**
 * The spec's account form rules (section 5), one definition for the browser forms and the server.
 * Each issue's `message` is a message id (./messages); the server adds its English text, the browser translates it.
 */
export const ACCOUNT_LIMITS = { usernameMin: 3, usernameMax: 32, passwordMin: 6, newPasswordMin: 8, passwordMax: 128 };

const username = z
  .string()
  .trim()
  .min(ACCOUNT_LIMITS.usernameMin, m.usernameMin)
  .max(ACCOUNT_LIMITS.usernameMax, m.usernameMax)
  .regex(/^[\p{L}\p{N}._-]+$/u, m.usernameChars);

const password = z.string().min(ACCOUNT_LIMITS.passwordMin, m.passwordMin).max(ACCOUNT_LIMITS.passwordMax, m.passwordMax);

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.email(m.invalidEmail).max(254, m.invalidEmail).optional());

/** Login: username ≥ 3, password ≥ 6. */
export const loginSchema = z.object({ username, password });

/** What the server accepts for registration (confirmPassword never leaves the browser). */
export const registerSchema = z.object({ username, email: optionalEmail, password });

/** The register form, with the confirmation the browser checks. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(ACCOUNT_LIMITS.passwordMin, m.passwordMin) })
  .refine((form) => form.password === form.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

/** What the server accepts for a password change. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, m.currentPasswordRequired).max(ACCOUNT_LIMITS.passwordMax, m.passwordMax),
  newPassword: z.string().min(ACCOUNT_LIMITS.newPasswordMin, m.newPasswordMin).max(ACCOUNT_LIMITS.passwordMax, m.passwordMax),
});

/** The change-password form, with the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(ACCOUNT_LIMITS.newPasswordMin, m.confirmPasswordRequired) })
  .refine((form) => form.newPassword === form.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

/** Field → first message id, for showing one error under each field (any of the shared schemas). */
export function fieldErrors(error: z.ZodError): { field: string; messageId: string }[] {
  const seen = new Set<string>();
  const result: { field: string; messageId: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, messageId: issue.message });
  }
  return result;
}
