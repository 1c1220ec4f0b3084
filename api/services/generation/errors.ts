// Expected generation failures; api/schema/generationErrors.ts maps each to a typed GraphQL result
// and api/rest/generationRoutes.ts to an HTTP status.
import { UserFacingError } from '../errors';
import { generationMessages as m, templateNotFoundMessage } from './messages';

/** The balance is below 1 token; nothing was charged. */
export class NotEnoughTokensError extends UserFacingError {
  override name = 'NotEnoughTokensError';
  constructor(readonly balance: number) {
    super(m.notEnoughTokens);
  }
}

/** The prompt is blank after trimming. */
export class EmptyPromptError extends UserFacingError {
  override name = 'EmptyPromptError';
  constructor() {
    super(m.emptyPrompt);
  }
}

/** The prompt has more than 300 characters after trimming. */
export class PromptTooLongError extends UserFacingError {
  override name = 'PromptTooLongError';
  constructor(readonly maxLength: number) {
    super(m.promptTooLong);
  }
}

/** The template or upload method was asked for without a template or an image. */
export class NoImageSelectedError extends UserFacingError {
  override name = 'NoImageSelectedError';
  constructor(message: { id: string; english: string } = m.noImageSelected) {
    super(message);
  }
}

/** No template has this id. */
export class TemplateNotFoundError extends UserFacingError {
  override name = 'TemplateNotFoundError';
  constructor(readonly templateId: string) {
    super({ id: templateNotFoundMessage.id, english: templateNotFoundMessage.english.replace('{id}', templateId) });
  }
}

/** The caption provider failed (timeout, refusal, unusable output); the token was refunded. */
export class GenerationFailedError extends UserFacingError {
  override name = 'GenerationFailedError';
  constructor() {
    super(m.generationFailed);
  }
}

/** No meme of the viewer has this id. */
export class MemeNotFoundError extends UserFacingError {
  override name = 'MemeNotFoundError';
  constructor() {
    super(m.memeNotFound);
  }
}

/** An edit would leave a meme without any caption text. */
export class CaptionRequiredError extends UserFacingError {
  override name = 'CaptionRequiredError';
  constructor() {
    super(m.captionRequired);
  }
}
