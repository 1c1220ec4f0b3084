// Expected failures of the meme library (saving, favouriting, deleting a stored meme); the schema maps
// each to a typed GraphQL result (api/schema/libraryErrors.ts).
import { englishText, userError, withEnglish } from '../errors';

const messages = withEnglish({ invalidDesign: 'LibraryError.invalidDesign' });

/** The design breaks the codec's rules (core/meme/design.ts) or names a sticker that does not exist. */
export class InvalidMemeDesignError extends userError('InvalidMemeDesignError', messages.invalidDesign) {
  constructor(readonly reason: string) {
    super({ id: messages.invalidDesign.id, english: englishText(messages.invalidDesign.id, { reason }) });
  }
}
