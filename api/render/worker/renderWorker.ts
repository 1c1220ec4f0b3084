// The render worker: a child process of the server that takes jobs from the pool (over its IPC
// channel), renders them, and sends the bytes back. A process, not a thread, so that ending it ends
// every thread doing its pixel work (libvips encodes in native threads a worker thread's end does
// not stop), and the CPU comes back the moment the pool kills it.
import { RenderError } from '../errors';
import type { RenderJob, TemplatePictureJob, WorkerJob, WorkerReply, WorkerRequest } from '../job';
import { drawAnimatedTake } from '../artwork/animatedTake';
import { drawTemplateArtwork } from '../artwork/artwork';
import { renderAnimated } from './renderAnimated';
import { renderMp4 } from './renderMp4';
import { renderStill } from './renderStill';
import { renderAnimatedWebp, scaleGif } from './transcode';

/** GIFs (whole or a segment) are ours; a scaled GIF is ours resized, an animated WebP and an MP4 are made from the frames. */
async function render(job: RenderJob): Promise<Uint8Array> {
  if (job.format === 'gif') return job.size ? scaleGif(await renderAnimated({ ...job, segment: undefined }), job.size) : renderAnimated(job);
  if (job.format === 'webp' && job.animated) return renderAnimatedWebp(job);
  if (job.format === 'mp4') return renderMp4(job);
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

function send(message: WorkerReply | { ready: true }): void {
  process.send!(message);
}

process.on('message', ({ id, job }: WorkerRequest) => {
  perform(job).then(
    (bytes) => send({ id, ok: true, bytes }),
    (error: unknown) =>
      send(
        error instanceof RenderError
          ? { id, ok: false, code: error.code, message: error.message }
          : { id, ok: false, code: 'internal', message: error instanceof Error ? error.message : String(error) },
      ),
  );
});
// The server went away (it ended, or was killed): so does its worker, whatever it was rendering.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
