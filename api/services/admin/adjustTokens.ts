// An administrator's correction of a user's Meme Fuel balance: one ledger row through the ledger
// (reason 'admin_adjustment'), refused (not clamped) below zero or past the largest balance the
// database holds, pushed to the user's open tabs.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { changeBalance } from '../ledger/ledger';
import { ValidationError } from '../errors';
import { requireAdmin, type AdminContext } from './adminContext';
import { BalanceBelowZeroError, BalanceTooLargeError, UserNotFoundError } from './errors';
import { adminMessages as m } from './messages';

export const ADJUSTMENT_LIMITS = { maxDelta: 1_000_000, reasonMax: 200 };

const adjustmentSchema = z.object({
  delta: z
    .number(m.deltaInvalid.id)
    .int(m.deltaInvalid.id)
    .refine((value) => value !== 0, m.deltaInvalid.id)
    .refine((value) => Math.abs(value) <= ADJUSTMENT_LIMITS.maxDelta, m.deltaTooLarge.id),
  reason: z.string().trim().min(1, m.reasonRequired.id).max(ADJUSTMENT_LIMITS.reasonMax, m.reasonTooLong.id),
});

const english = new Map<string, string>(Object.values(m).map((message) => [message.id, message.english]));

/** What an admin_adjustment ledger row's reference holds: who made it and why. */
export type AdjustmentNote = { by: number; byName: string; note: string };

/**
 * The reference of an adjustment row: unique (a random key) and self-describing, so the ledger
 * alone records who changed the balance and why.
 */
function adjustmentReference(note: AdjustmentNote): string {
  return JSON.stringify({ ...note, key: randomUUID() });
}

/** Reads back who made an adjustment and why; null for rows of other reasons or foreign shapes. */
export function parseAdjustmentReference(reference: string | null): AdjustmentNote | null {
  if (!reference?.startsWith('{')) return null;
  try {
    const value = JSON.parse(reference) as Partial<AdjustmentNote>;
    if (typeof value.by !== 'number' || typeof value.byName !== 'string' || typeof value.note !== 'string') return null;
    return { by: value.by, byName: value.byName, note: value.note };
  } catch {
    return null;
  }
}

export type AdjustTokensInput = { userId: number; delta: number; reason: string };

/** Adds (or with a negative delta removes) tokens; returns the new balance and the ledger row id. */
export async function adjustTokens(ctx: AdminContext, input: AdjustTokensInput): Promise<{ userId: number; balance: number; ledgerId: number }> {
  const admin = requireAdmin(ctx);
  const parsed = adjustmentSchema.safeParse({ delta: input.delta, reason: input.reason });
  if (!parsed.success) {
    const seen = new Set<string>();
    const errors = parsed.error.issues
      .map((issue) => ({ field: issue.path.join('.') || 'form', messageId: issue.message, message: english.get(issue.message) ?? issue.message }))
      .filter(({ field }) => !seen.has(field) && !!seen.add(field));
    throw new ValidationError(errors);
  }
  const { delta, reason } = parsed.data;
  const result = await changeBalance(ctx, {
    userId: input.userId,
    delta,
    reason: 'admin_adjustment',
    reference: adjustmentReference({ by: admin.id, byName: admin.username, note: reason }),
  });
  switch (result.status) {
    case 'applied':
      return { userId: input.userId, balance: result.balance, ledgerId: result.ledgerId };
    case 'insufficient':
      throw new BalanceBelowZeroError(result.balance);
    case 'over_limit':
      throw new BalanceTooLargeError(result.balance);
    case 'no_user':
      throw new UserNotFoundError();
    case 'duplicate':
      // The reference holds a fresh random key, so a duplicate means a broken invariant.
      throw new Error('an admin adjustment was recorded twice');
  }
}
