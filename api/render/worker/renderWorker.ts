// The render worker: takes jobs from the pool, renders them, and hands the bytes back without copying.
import { parentPort } from 'node:worker_threads';
import { RenderError } from '../errors';
import type { RenderJob, TemplatePictureJob, WorkerJob, WorkerReply, WorkerRequest } from '../job';
import { drawAnimatedTake } from '../../services/templates/animatedTake';
import { drawTemplateArtwork } from '../../services/templates/artwork';
import { renderAnimated } from './renderAnimated';
import { renderStill } from './renderStill';
import { renderAnimatedWebp, scaleGif } from './transcode';

/** GIFs (whole or a segment) are ours; a scaled GIF is ours resized, an animated WebP is made from the frames. */
async function render(job: RenderJob): Promise<Uint8Array> {
  if (job.format === 'gif') return job.size ? scaleGif(await renderAnimated({ ...job, segment: undefined }), job.size) : renderAnimated(job);
  if (job.format === 'webp' && job.animated) return renderAnimatedWebp(job);
  return renderStill(job);
}

async function drawTemplatePicture(job: TemplatePictureJob): Promise<Uint8Array> {
  const drawn =
    job.templatePicture === 'animated-take'
      ? await drawAnimatedTake(Buffer.from(job.background.buffer, job.background.byteOffset, job.background.byteLength), job.subject)
      : await drawTemplateArtwork(job.subject);
  return drawn.bytes;
}

function perform(job: WorkerJob): Promise<Uint8Array> {
  return 'templatePicture' in job ? drawTemplatePicture(job) : render(job);
}

parentPort!.on('message', ({ id, job }: WorkerRequest) => {
  const rendering = perform(job);
  rendering.then(
    (bytes) => {
      // Copy into an exact-size ArrayBuffer only when the result is a view of a bigger one.
      const exact = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
      const reply: WorkerReply = { id, ok: true, bytes: exact };
      parentPort!.postMessage(reply, [exact.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: WorkerReply =
        error instanceof RenderError
          ? { id, ok: false, code: error.code, message: error.message }
          : { id, ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage(reply);
    },
  );
});
parentPort!.postMessage({ ready: true });
