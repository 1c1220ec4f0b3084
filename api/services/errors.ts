// Expected failures: the user can act on them, so they carry the spec's text and its message id.
// Plain classes that know nothing of GraphQL; api/schema/errors.ts maps each to a typed result.
import type { z } from 'zod';
import type { MessageId } from '../../core/errors/messageId';
import { accountErrorMessages as m } from '../../core/errors/messages';
import { fieldErrors } from '../../core/validation/account';
import en from '../../locales/en.json' with { type: 'json' };

const englishCatalogue: Readonly<Record<string, string>> = en;

/** en.json's text of a message id with its `{name}` arguments filled in; an unknown id passes through. */
export function englishText(id: string, values: Record<string, string | number> = {}): string {
  const text = englishCatalogue[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message id with its English text, as the server sends both. */
export type Message = { id: string; english: string };

/** Message ids (a table of core/ or of a service) with their English text from en.json. */
export function withEnglish<const Ids extends Record<string, MessageId>>(ids: Ids): { [Key in keyof Ids]: { id: Ids[Key]; english: string } } {
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, { id, english: englishText(id) }])) as never;
}

/**
 * Base of every expected failure: `message` is English, `messageId` the locales key. `httpStatus`
 * is the status the REST shims answer with it (api/schema/errors.ts userErrorType records it).
 */
export abstract class UserFacingError extends Error {
  static readonly httpStatus: number = 400;
  readonly messageId: string;
  constructor(message: Message | MessageId) {
    super(typeof message === 'string' ? englishText(message) : message.english);
    this.messageId = typeof message === 'string' ? message : message.id;
  }
}

/**
 * The base class of one expected failure, declared once: its GraphQL type name, its message (an
 * instance may carry another, e.g. the card network's reason) and the status the REST shims answer.
 */
export function userError(typeName: string, message: Message | MessageId, httpStatus = 400) {
  return class extends UserFacingError {
    static override readonly httpStatus = httpStatus;
    override name = typeName;
    constructor(instanceMessage: Message | MessageId = message) {
      super(instanceMessage);
    }
  };
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
  throw new ValidationError(fieldErrors(parsed.error).map(({ field, messageId }) => ({ field, messageId, message: englishText(messageId) })));
}

/** Sign-in attempts are being refused for a while (per-account backoff or per-address limit). */
export class TooManyAttemptsError extends userError('TooManyAttemptsError', m.tooManyAttempts, 429) {
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}
