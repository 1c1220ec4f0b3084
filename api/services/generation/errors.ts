// Expected generation failures; api/schema/generationErrors.ts maps each to a typed GraphQL result
// and each declares the HTTP status the REST shims answer with.
import { englishText, userError } from '../errors';
import { generationMessages as m, templateNotFoundMessage } from './messages';

/** The balance is below 1 token; nothing was charged. */
export class NotEnoughTokensError extends userError('NotEnoughTokensError', m.notEnoughTokens, 402) {
  constructor(readonly balance: number) {
    super();
  }
}

/** The prompt is blank after trimming. */
export class EmptyPromptError extends userError('EmptyPromptError', m.emptyPrompt) {}

/** The prompt has more than 300 characters after trimming. */
export class PromptTooLongError extends userError('PromptTooLongError', m.promptTooLong) {
  constructor(readonly maxLength: number) {
    super();
  }
}

/** The template or upload method was asked for without a template or an image. */
export class NoImageSelectedError extends userError('NoImageSelectedError', m.noImageSelected) {}

/** No template has this id. */
export class TemplateNotFoundError extends userError('TemplateNotFoundError', templateNotFoundMessage) {
  constructor(readonly templateId: string) {
    super({ id: templateNotFoundMessage.id, english: englishText(templateNotFoundMessage.id, { id: templateId }) });
  }
}

/** The caption provider failed (timeout, refusal, unusable output); the token was refunded. */
export class GenerationFailedError extends userError('GenerationFailedError', m.generationFailed, 502) {}

/** generateMemes' progressKey is not 16–64 letters, digits, '-' or '_'; nothing was charged. */
export class InvalidProgressKeyError extends userError('InvalidProgressKeyError', m.invalidProgressKey) {}

/** No meme of the viewer has this id. */
export class MemeNotFoundError extends userError('MemeNotFoundError', m.memeNotFound) {}

/** An edit would leave a meme without any caption text. */
export class CaptionRequiredError extends userError('CaptionRequiredError', m.captionRequired) {}
