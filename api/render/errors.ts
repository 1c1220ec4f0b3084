/** Why a render was refused or failed; each maps to one HTTP status. */
export type RenderErrorCode =
  | 'input-too-large'
  | 'dimensions-too-large'
  | 'too-many-frames'
  | 'unsupported-image'
  | 'corrupt-image'
  | 'not-animated'
  | 'timeout'
  | 'too-complex'
  | 'busy';

const HTTP_STATUS: Record<RenderErrorCode, number> = {
  'input-too-large': 413,
  'dimensions-too-large': 422,
  'too-many-frames': 422,
  'unsupported-image': 415,
  'corrupt-image': 422,
  'not-animated': 400,
  timeout: 503,
  'too-complex': 422,
  busy: 503,
};

/** An expected render failure: bad or oversized input, or a render that ran out of time or memory. */
export class RenderError extends Error {
  override readonly name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** The HTTP status a route answers with for this failure. */
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}
