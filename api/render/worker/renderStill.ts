import { createCanvas } from '@napi-rs/canvas';
import { renderMemeFrame } from '../../../core/render/renderMeme';
import type { RenderJob } from '../job';
import { encodePng } from './encodePng';
import { decodeBackground } from './backgrounds';
import { withBundledFonts } from './fonts';
import { decodeImage } from './loadImage';
import { JPEG_QUALITY, sharp, WEBP_EFFORT, WEBP_QUALITY } from './vips';

/**
 * Renders a meme as a still PNG, JPEG or WebP: the background (a GIF's first frame), captions,
 * stickers, drawn directly at the output size (so captions stay sharp when scaled). JPEG has no
 * transparency: transparent parts of the picture come out white.
 */
export async function renderStill(job: RenderJob): Promise<Buffer> {
  const background = await decodeBackground(job.background, job.backgroundKey);
  const stickers = await Promise.all((job.stickers ?? []).map(async (sticker) => ({ image: await decodeImage(sticker.image), placement: sticker.placement })));
  const { width, height } = job.size ?? background;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (job.size) ctx.imageSmoothingQuality = 'high';
  if (job.format === 'jpg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  renderMemeFrame(withBundledFonts(ctx), {
    width,
    height,
    background,
    captions: job.captions,
    textPositions: job.textPositions,
    stickers,
    style: job.style,
    theme: job.theme,
    // Sizes in the design are relative to its width, whatever width the output has.
    scale: width / (job.designWidth ?? background.width),
  });
  if (job.format === 'jpg') return canvas.encode('jpeg', JPEG_QUALITY);
  const pixels = ctx.getImageData(0, 0, width, height).data;
  // libvips's WebP at effort 1 is ~3× faster than Skia's (which has no effort setting) for ~10% more bytes.
  if (job.format === 'webp')
    return sharp(pixels, { raw: { width, height, channels: 4 } })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
  return encodePng(pixels, width, height);
}
