// The typed results of the generation mutations: each error class of api/services/generation and
// api/services/uploads becomes an object type implementing UserError (message + messageId).
import { IMAGE_LIMITS, PROMPT_MAX_CHARACTERS, UPLOAD_MAX_BYTES } from '../../core/limits';
import {
  CaptionRequiredError,
  EmptyPromptError,
  GenerationFailedError,
  InvalidProgressKeyError,
  MemeNotFoundError,
  NoImageSelectedError,
  NotEnoughTokensError,
  PromptTooLongError,
  TemplateNotFoundError,
} from '../services/generation/errors';
import { ContentRefusedError } from '../services/safety/errors';
import { FileTooLargeError, ImageTooLargeError, InvalidFileTypeError } from '../services/uploads/errors';
import { userErrorType } from './errors';

userErrorType(NotEnoughTokensError, {
  name: 'NotEnoughTokensError',
  description: 'The balance is below 1 token; nothing was charged.',
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The Meme Fuel balance.' }) }),
});

userErrorType(EmptyPromptError, {
  name: 'EmptyPromptError',
  description: 'The prompt is blank.',
});

userErrorType(PromptTooLongError, {
  name: 'PromptTooLongError',
  description: `The prompt is longer than ${PROMPT_MAX_CHARACTERS} characters.`,
  fields: (t) => ({ maxLength: t.exposeInt('maxLength') }),
});

userErrorType(NoImageSelectedError, {
  name: 'NoImageSelectedError',
  description: 'The method needs a template or an uploaded image, and none was given (or the upload is gone).',
});

userErrorType(TemplateNotFoundError, {
  name: 'TemplateNotFoundError',
  description: 'No template has this id.',
  fields: (t) => ({ templateId: t.exposeString('templateId') }),
});

userErrorType(GenerationFailedError, {
  name: 'GenerationFailedError',
  description: 'The caption engine failed before writing any meme; the token was refunded.',
});

userErrorType(InvalidProgressKeyError, {
  name: 'InvalidProgressKeyError',
  description: 'progressKey is not 16 to 64 letters, digits, `-` or `_`; nothing was charged.',
});

userErrorType(InvalidFileTypeError, {
  name: 'InvalidFileTypeError',
  description: 'Not a PNG, JPEG, GIF or WebP image (judged by its bytes, not its name).',
});

userErrorType(FileTooLargeError, {
  name: 'FileTooLargeError',
  description: `The image is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  fields: (t) => ({ maxBytes: t.exposeInt('maxBytes') }),
});

userErrorType(ImageTooLargeError, {
  name: 'ImageTooLargeError',
  description: `The image is wider or taller than ${IMAGE_LIMITS.maxDimension} pixels, a GIF of more than ${IMAGE_LIMITS.maxGifFrames} frames, or its frames add up to too many pixels (see messageId).`,
});

userErrorType(MemeNotFoundError, {
  name: 'MemeNotFoundError',
  description: 'The signed-in user has no meme with this id.',
});

userErrorType(CaptionRequiredError, {
  name: 'CaptionRequiredError',
  description: 'A meme must keep at least one caption with text.',
});

userErrorType(ContentRefusedError, {
  name: 'ContentRefusedError',
  description:
    'The safety filter refused the prompt, the captions or the picture (its description): nothing was charged or stored, or the token was refunded. Rephrase and try again.',
});
