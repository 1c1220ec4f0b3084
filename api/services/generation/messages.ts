/**
 * Messages of the expected generation and upload failures the server reports (typed GraphQL
 * errors and the REST shims' `error` field). Each id is a key of locales/<code>.json; `english` is
 * the spec's "title: description" text where the spec gives one (sections 5 and 8), otherwise ours.
 */
export const generationMessages = {
  notEnoughTokens: { id: 'GenerationError.notEnoughTokens', english: 'Not enough tokens: You need at least 1 token to generate a meme' },
  emptyPrompt: { id: 'GenerationError.emptyPrompt', english: 'Empty prompt: Please enter a prompt to generate memes.' },
  promptTooLong: { id: 'GenerationError.promptTooLong', english: 'Prompt too long: Please use at most 300 characters.' },
  noImageSelected: { id: 'GenerationError.noImageSelected', english: 'No image selected: Please select a template or upload an image' },
  uploadNotFound: { id: 'GenerationError.uploadNotFound', english: 'No image selected: The uploaded image was not found. Please upload it again.' },
  invalidFileType: { id: 'GenerationError.invalidFileType', english: 'Invalid file type: Please upload an image file' },
  fileTooLarge: { id: 'GenerationError.fileTooLarge', english: 'File too large: Please upload an image smaller than 5MB' },
  imageTooLarge: { id: 'GenerationError.imageTooLarge', english: 'Image too large: Please upload an image of at most 4096×4096 pixels and 300 frames' },
  generationFailed: { id: 'GenerationError.generationFailed', english: 'Generation failed: Could not generate memes. Please try again.' },
  memeNotFound: { id: 'GenerationError.memeNotFound', english: 'Meme not found' },
  captionRequired: { id: 'GenerationError.captionRequired', english: 'A meme must keep at least one caption' },
} as const;

/** `Template with ID {id} not found` (spec section 5); the locale message has the `{id}` argument. */
export const templateNotFoundMessage = { id: 'GenerationError.templateNotFound', english: 'Template with ID {id} not found' } as const;
