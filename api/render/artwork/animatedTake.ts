// The picture of a GIF template whose real picture can be had: that picture, gently zooming in a
// few percent and back out ("Ken Burns"), looping forever. No text, no flashing: captions are drawn
// on every frame, so the motion stays slow and small enough to read them over it.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { inspectImage } from '../imageInfo';
import { gifSizeOf, type ArtworkSubject, type DrawnImage } from './artwork';
import { encodeLoopingGif } from './gifEncoder';

const FRAMES = 12;
/** As the stand-in artwork's frames: a GIF meme keeps its timing whichever picture it was made on. */
const FRAME_DELAY_MS = 120;
/** How far the picture zooms in at the middle of the loop, as a share of its size. */
const ZOOM = 0.03;
/** A photo needs the whole GIF palette; one palette serves every frame, so colours never shimmer. */
const COLORS = 256;

/**
 * An animated GIF of `picture` (JPEG, PNG or GIF bytes) at the template's GIF size, the size of
 * its stand-in artwork, so caption layouts match either way. Rejects when the picture breaks the
 * renderer's limits (checked from its header, before decoding) or cannot be decoded.
 */
export async function drawAnimatedTake(picture: Buffer, template: ArtworkSubject): Promise<DrawnImage> {
  inspectImage(picture);
  const source = await loadImage(picture);
  const { width, height } = gifSizeOf(template);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const frames = Array.from({ length: FRAMES }, (_, frame) => {
    // Eased both ways: 1 at the first frame (the whole picture, as a still preview shows it), 1 + ZOOM halfway.
    const scale = 1 + (ZOOM * (1 - Math.cos((2 * Math.PI * frame) / FRAMES))) / 2;
    const cropWidth = source.width / scale;
    const cropHeight = source.height / scale;
    // A GIF frame has no partial transparency: a transparent picture is seen on white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(source, (source.width - cropWidth) / 2, (source.height - cropHeight) / 2, cropWidth, cropHeight, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  });
  return { bytes: encodeLoopingGif(frames, width, height, FRAME_DELAY_MS, { colors: COLORS }), mimeType: 'image/gif' };
}
