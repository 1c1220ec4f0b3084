import { withEnglish } from '../errors';

/**
 * Messages of the expected generation and upload failures the server reports (typed GraphQL
 * errors and the REST shims' `error` field): ids of locales/<code>.json with en.json's text, the
 * spec's "title: description" where the spec gives one (sections 5 and 8), otherwise ours.
 */
export const generationMessages = withEnglish({
  notEnoughTokens: 'GenerationError.notEnoughTokens',
  emptyPrompt: 'GenerationError.emptyPrompt',
  promptTooLong: 'GenerationError.promptTooLong',
  noImageSelected: 'GenerationError.noImageSelected',
  uploadNotFound: 'GenerationError.uploadNotFound',
  invalidFileType: 'GenerationError.invalidFileType',
  fileTooLarge: 'GenerationError.fileTooLarge',
  imageTooLarge: 'GenerationError.imageTooLarge',
  imageTooManyPixels: 'GenerationError.imageTooManyPixels',
  generationFailed: 'GenerationError.generationFailed',
  memeNotFound: 'GenerationError.memeNotFound',
  captionRequired: 'GenerationError.captionRequired',
  invalidProgressKey: 'GenerationError.invalidProgressKey',
});

/** `Template with ID {id} not found` (spec section 5); the locale message has the `{id}` argument. */
export const templateNotFoundMessage = withEnglish({ templateNotFound: 'GenerationError.templateNotFound' }).templateNotFound;
