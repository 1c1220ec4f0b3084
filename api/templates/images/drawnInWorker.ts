// Template pictures drawn on request (a GIF template's animated take, a template's stand-in
// artwork) are drawn in the render pool's workers: drawing and encoding an animated take holds a
// thread for a second or more, and on the main thread that stalled every other request. The pool
// also bounds how many wait: past its queue a request is refused with RenderError('busy').
import { RenderError } from '../../render/errors';
import { inspectImage } from '../../render/imageInfo';
import type { TemplatePictureJob } from '../../render/job';
import type { JobOwner } from '../../render/pool';
import { defaultRenderer } from '../../render/renderer';
import { gifSizeOf, type ArtworkSubject, type DrawnImage } from '../../render/artwork/artwork';

/** The animated take on `picture` (see ./animatedTake.ts), drawn in a worker. */
export async function drawAnimatedTakeInWorker(picture: Buffer, template: ArtworkSubject, requester?: string): Promise<DrawnImage> {
  // Refused from the header on the main thread, as before, so a picture past the limits never reaches a worker.
  const info = inspectImage(picture);
  const { width, height } = gifSizeOf(template);
  const job: TemplatePictureJob = { templatePicture: 'animated-take', subject: subjectOf(template), background: picture };
  return { bytes: await run(job, { key: requester, pixels: info.width * info.height + width * height }), mimeType: 'image/gif' };
}

/** The template's stand-in artwork (see ./artwork.ts), drawn in a worker. */
export async function drawTemplateArtworkInWorker(template: ArtworkSubject, requester?: string): Promise<DrawnImage> {
  const job: TemplatePictureJob = { templatePicture: 'artwork', subject: subjectOf(template), background: new Uint8Array(0) };
  const pixels = Number.isFinite(template.width * template.height) ? Math.max(0, template.width * template.height) : 0;
  return { bytes: await run(job, { key: requester, pixels: Math.min(pixels, 800 * 800) }), mimeType: template.isGif ? 'image/gif' : 'image/png' };
}

/** Whether the pool refused the job for now (asking again later can succeed): not a reason to serve a lesser picture. */
export function isPoolRefusal(error: unknown): error is RenderError {
  return error instanceof RenderError && (error.code === 'busy' || error.code === 'rate-limited');
}

/** `owner.key`: whose share of the pool the drawing uses (the requester who asked first; else a share of its own). */
async function run(job: TemplatePictureJob, owner: JobOwner): Promise<Buffer> {
  const bytes = await defaultRenderer().pool.run(job, owner);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Only what drawing needs, so a catalogue entry's other fields are not cloned to the worker. */
function subjectOf({ id, width, height, isGif, panels }: ArtworkSubject): ArtworkSubject {
  return { id, width, height, isGif, ...(panels ? { panels } : {}) };
}
