// Spec section 8: an image that cannot be produced is replaced by a placeholder labelled
// 'Template Image Error'. It is drawn with canvas when possible, else a fixed SVG is used, so
// there is always something to show.
import { createCanvas } from '@napi-rs/canvas';
import type { DrawnImage } from './artwork';
import { ARTWORK_FONT, ensureArtworkFont } from './font';

export const TEMPLATE_IMAGE_ERROR = 'Template Image Error';

const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><rect width="600" height="400" fill="#2b2b2b"/><rect x="250" y="110" width="100" height="80" rx="8" fill="none" stroke="#bbbbbb" stroke-width="6"/><path d="M250 170 l30 -30 l20 20 l20 -16 l30 26" fill="none" stroke="#bbbbbb" stroke-width="6"/><text x="300" y="260" text-anchor="middle" font-family="Anton, Impact, sans-serif" font-size="40" fill="#ffffff">${TEMPLATE_IMAGE_ERROR}</text></svg>`;

/** The 'Template Image Error' picture: a PNG, or an SVG when even drawing fails. */
export function templateImageErrorPlaceholder(): DrawnImage {
  try {
    ensureArtworkFont();
    const canvas = createCanvas(600, 400);
    const context = canvas.getContext('2d');
    context.fillStyle = '#2b2b2b';
    context.fillRect(0, 0, 600, 400);
    context.strokeStyle = '#bbbbbb';
    context.lineWidth = 6;
    context.strokeRect(250, 110, 100, 80);
    context.beginPath();
    context.moveTo(250, 170);
    context.lineTo(280, 140);
    context.lineTo(300, 160);
    context.lineTo(320, 144);
    context.lineTo(350, 170);
    context.stroke();
    context.font = `40px ${ARTWORK_FONT}`;
    context.textAlign = 'center';
    context.fillStyle = '#ffffff';
    context.fillText(TEMPLATE_IMAGE_ERROR, 300, 270);
    return { bytes: canvas.toBuffer('image/png'), mimeType: 'image/png' };
  } catch {
    return { bytes: Buffer.from(FALLBACK_SVG), mimeType: 'image/svg+xml' };
  }
}
