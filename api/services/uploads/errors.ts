// Expected upload failures (SECURITY.md upload rules); each maps to a typed GraphQL result.
import { UserFacingError } from '../errors';
import { generationMessages as m } from '../generation/messages';

/** Not a PNG, JPEG, GIF or WebP by its magic bytes (or declared as something other than an image). */
export class InvalidFileTypeError extends UserFacingError {
  override name = 'InvalidFileTypeError';
  constructor() {
    super(m.invalidFileType);
  }
}

/** More than 5 MiB. */
export class FileTooLargeError extends UserFacingError {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(m.fileTooLarge);
  }
}

/** Wider or taller than 4096 pixels, a GIF of more than 300 frames, or frames adding up to too many pixels. */
export class ImageTooLargeError extends UserFacingError {
  override name = 'ImageTooLargeError';
  constructor() {
    super(m.imageTooLarge);
  }
}
