import { createCanvas } from '@napi-rs/canvas';
import { renderMemeFrame } from '../../../core/render/renderMeme';
import type { RenderJob } from '../job';
import { encodePng } from './encodePng';
import { decodeBackground } from './backgrounds';
import { withBundledFonts } from './fonts';
import { decodeImage } from './loadImage';

/** Renders a meme as PNG: the background (a GIF's first frame), captions, stickers. */
export async function renderStill(job: RenderJob): Promise<Buffer> {
  const background = await decodeBackground(job.background, job.backgroundKey);
  const stickers = await Promise.all((job.stickers ?? []).map(async (sticker) => ({ image: await decodeImage(sticker.image), placement: sticker.placement })));
  const { width, height } = background;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  renderMemeFrame(withBundledFonts(ctx), {
    width,
    height,
    background,
    captions: job.captions,
    textPositions: job.textPositions,
    stickers,
    style: job.style,
    theme: job.theme,
    scale: job.designWidth ? width / job.designWidth : 1,
  });
  return encodePng(ctx.getImageData(0, 0, width, height).data, width, height);
}
