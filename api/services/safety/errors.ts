// The safety filter's refusal; api/schema/generationErrors.ts maps it to a typed GraphQL result.
import { userError, withEnglish } from '../errors';

const messages = withEnglish({ contentRefused: 'GenerationError.contentRefused' });

/** A prompt, caption or upload description has words the filter refuses; nothing was charged or stored (or the token was refunded). */
export class ContentRefusedError extends userError('ContentRefusedError', messages.contentRefused, 422) {}
