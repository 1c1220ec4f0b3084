/** Why a render was refused or failed; each maps to one HTTP status. */
export type RenderErrorCode =
  | 'input-too-large'
  | 'dimensions-too-large'
  | 'too-many-frames'
  | 'too-many-pixels'
  | 'unsupported-image'
  | 'corrupt-image'
  | 'not-animated'
  | 'timeout'
  | 'too-complex'
  | 'busy'
  | 'rate-limited'
  | 'cancelled';

const HTTP_STATUS: Record<RenderErrorCode, number> = {
  'input-too-large': 413,
  'dimensions-too-large': 422,
  'too-many-frames': 422,
  'too-many-pixels': 422,
  'unsupported-image': 415,
  'corrupt-image': 422,
  'not-animated': 400,
  timeout: 503,
  'too-complex': 422,
  busy: 503,
  'rate-limited': 429,
  // nginx's "client closed request": nobody reads it, but a log line says what happened.
  cancelled: 499,
};

/** Seconds a client is told to wait (Retry-After) before asking again after these failures. */
const RETRY_AFTER: Partial<Record<RenderErrorCode, number>> = { busy: 2, 'rate-limited': 2 };

/** An expected render failure: bad or oversized input, or a render that ran out of time or memory. */
export class RenderError extends Error {
  override readonly name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
    /** how long until asking again can succeed, when known better than the code's default */
    private readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The HTTP status a route answers with for this failure. */
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }

  /** The Retry-After of the answer, when asking again later can succeed. */
  get retryAfterSeconds(): number | undefined {
    return this.retryAfter ?? RETRY_AFTER[this.code];
  }
}
