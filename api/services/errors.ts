// Expected failures: the user can act on them, so they carry the spec's text and its message id.
// Plain classes that know nothing of GraphQL; api/schema/errors.ts maps each to a typed result.
import type { z } from 'zod';
import { accountErrorMessages as m } from '../../core/errors/messages';
import { englishMessage, fieldErrors } from '../../core/validation/account';

export type Message = { id: string; english: string };

/** Base of every expected failure: `message` is English, `messageId` the locales key. */
export abstract class UserFacingError extends Error {
  readonly messageId: string;
  constructor(message: Message) {
    super(message.english);
    this.messageId = message.id;
  }
}

export type FieldError = { field: string; messageId: string; message: string };

/** Input broke the spec's form rules; one error per field, the first one also as the message. */
export class ValidationError extends UserFacingError {
  override name = 'ValidationError';
  readonly fieldErrors: FieldError[];
  constructor(errors: FieldError[]) {
    // zod reports at least one issue for every failed parse.
    const first = errors[0]!;
    super({ id: first.messageId, english: first.message });
    this.fieldErrors = errors;
  }
}

/** Parses input with a zod schema whose messages are message ids, or throws ValidationError. */
export function validateInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ValidationError(fieldErrors(parsed.error).map(({ field, messageId }) => ({ field, messageId, message: englishMessage(messageId) })));
}

/** Sign-in attempts are being refused for a while (per-account backoff or per-address limit). */
export class TooManyAttemptsError extends UserFacingError {
  override name = 'TooManyAttemptsError';
  constructor(readonly retryAfterSeconds: number) {
    super(m.tooManyAttempts);
  }
}
