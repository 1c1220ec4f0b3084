// A GIF's first frame as a PNG, composed the way browsers show it (frame rectangle, transparency),
// with the renderer's own GIF decoder and PNG encoder.
import { encodePng } from '../../render/worker/encodePng';
import { composeFrames, readGif, TRANSPARENT_PIXEL } from '../../render/worker/gifFrames';

/** PNG bytes of the first frame of `gif`, at the GIF's size; transparent pixels stay transparent. */
export function firstFramePng(gif: Uint8Array): Buffer {
  const source = readGif(gif);
  const frames = composeFrames(source);
  const { screen } = frames.next().value!;
  const rgba = new Uint8Array(source.width * source.height * 4);
  for (let index = 0, at = 0; index < screen.length; index += 1, at += 4) {
    const pixel = screen[index]!;
    if (pixel === TRANSPARENT_PIXEL) continue;
    rgba[at] = (pixel >> 16) & 255;
    rgba[at + 1] = (pixel >> 8) & 255;
    rgba[at + 2] = pixel & 255;
    rgba[at + 3] = 255;
  }
  frames.return(undefined);
  return encodePng(rgba, source.width, source.height);
}
