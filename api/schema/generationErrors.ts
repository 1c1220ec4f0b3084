// The typed results of the generation mutations: each error class of api/services/generation and
// api/services/uploads becomes an object type implementing UserError (message + messageId).
import {
  CaptionRequiredError,
  EmptyPromptError,
  GenerationFailedError,
  MemeNotFoundError,
  NoImageSelectedError,
  NotEnoughTokensError,
  PromptTooLongError,
  TemplateNotFoundError,
} from '../services/generation/errors';
import { FileTooLargeError, ImageTooLargeError, InvalidFileTypeError } from '../services/uploads/errors';
import { builder } from './builder';
import { UserErrorInterface } from './errors';

builder.objectType(NotEnoughTokensError, {
  name: 'NotEnoughTokensError',
  description: 'The balance is below 1 token; nothing was charged.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ balance: t.exposeInt('balance', { description: 'The Meme Fuel balance.' }) }),
});

builder.objectType(EmptyPromptError, {
  name: 'EmptyPromptError',
  description: 'The prompt is blank.',
  interfaces: [UserErrorInterface],
});

builder.objectType(PromptTooLongError, {
  name: 'PromptTooLongError',
  description: 'The prompt is longer than 300 characters.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ maxLength: t.exposeInt('maxLength') }),
});

builder.objectType(NoImageSelectedError, {
  name: 'NoImageSelectedError',
  description: 'The method needs a template or an uploaded image, and none was given (or the upload is gone).',
  interfaces: [UserErrorInterface],
});

builder.objectType(TemplateNotFoundError, {
  name: 'TemplateNotFoundError',
  description: 'No template has this id.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ templateId: t.exposeString('templateId') }),
});

builder.objectType(GenerationFailedError, {
  name: 'GenerationFailedError',
  description: 'The caption engine failed; the token was refunded.',
  interfaces: [UserErrorInterface],
});

builder.objectType(InvalidFileTypeError, {
  name: 'InvalidFileTypeError',
  description: 'Not a PNG, JPEG, GIF or WebP image (judged by its bytes, not its name).',
  interfaces: [UserErrorInterface],
});

builder.objectType(FileTooLargeError, {
  name: 'FileTooLargeError',
  description: 'The image is larger than 5 MB.',
  interfaces: [UserErrorInterface],
  fields: (t) => ({ maxBytes: t.exposeInt('maxBytes') }),
});

builder.objectType(ImageTooLargeError, {
  name: 'ImageTooLargeError',
  description: 'The image is wider or taller than 4096 pixels, or a GIF of more than 300 frames.',
  interfaces: [UserErrorInterface],
});

builder.objectType(MemeNotFoundError, {
  name: 'MemeNotFoundError',
  description: 'The signed-in user has no meme with this id.',
  interfaces: [UserErrorInterface],
});

builder.objectType(CaptionRequiredError, {
  name: 'CaptionRequiredError',
  description: 'A meme must keep at least one caption with text.',
  interfaces: [UserErrorInterface],
});
