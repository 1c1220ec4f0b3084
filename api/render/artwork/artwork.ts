// The app's own picture of a template, used whenever the image host cannot supply the original
// (and for the generated templates, which have none). Captions are drawn on it and people share
// the result, so it is a quiet neutral ground: no text, no editor guides, only a faint separation
// between panels so that captions meant for one panel still read that way. The interface, not the
// picture, tells people that template pictures are unavailable. GIF templates get a slow, faint
// sweep of light, so GIF memes made on them are still animated.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { MemeTemplate, Panel } from '../../../core/templates/types';
import { encodeLoopingGif } from './gifEncoder';

export type ArtworkSubject = Pick<MemeTemplate, 'id' | 'width' | 'height' | 'isGif'> & { panels?: readonly Panel[] };
export type DrawnImage = { bytes: Buffer; mimeType: string };

/** Longest side of the artwork: enough for previews and renders, small enough to draw quickly. */
const STILL_MAX_SIDE = 800;
/** GIF memes are as large as their picture, so this is the size of GIF memes on stand-ins. */
const GIF_MAX_SIDE = 640;
const GIF_FRAMES = 8;
const GIF_FRAME_DELAY_MS = 120;

// A cool mid grey: white captions with a black outline (the meme look) read well on it.
const GROUND = [95, 102, 114] as const;
/** Every other panel is this much lighter, and gutters this much darker (per channel, 0–255). */
const PANEL_SHIFT = 7;
const GUTTER_SHIFT = -14;
/** The sweep on GIFs: nested bands of white at this opacity each. */
const SWEEP_ALPHA = 0.035;

/**
 * Draws a template's stand-in picture: PNG for stills, an animated GIF for GIF templates, the
 * template's shape, at most STILL_MAX_SIDE / GIF_MAX_SIDE on the long side. Rejects on impossible sizes.
 */
export async function drawTemplateArtwork(template: ArtworkSubject): Promise<DrawnImage> {
  if (!(template.width > 0 && template.height > 0 && Number.isFinite(template.width) && Number.isFinite(template.height))) {
    throw new Error(`template ${template.id} has no drawable size (${template.width}×${template.height})`);
  }
  const { width, height } = template.isGif ? gifSizeOf(template) : sizeOf(template, STILL_MAX_SIDE);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  drawGround(context, template.panels ?? [], width, height);
  if (!template.isGif) return { bytes: await canvas.encode('png'), mimeType: 'image/png' };
  const ground = context.getImageData(0, 0, width, height);
  const frames = Array.from({ length: GIF_FRAMES }, (_, frame) => {
    context.putImageData(ground, 0, 0);
    drawSweep(context, width, height, frame / GIF_FRAMES);
    return context.getImageData(0, 0, width, height).data;
  });
  return { bytes: encodeLoopingGif(frames, width, height, GIF_FRAME_DELAY_MS), mimeType: 'image/gif' };
}

/** The size of a GIF template's picture (stand-in or animated take): its own, at most GIF_MAX_SIDE on the long side. */
export function gifSizeOf(template: Pick<ArtworkSubject, 'width' | 'height'>): { width: number; height: number } {
  return sizeOf(template, GIF_MAX_SIDE);
}

function sizeOf(template: Pick<ArtworkSubject, 'width' | 'height'>, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(template.width, template.height));
  return { width: Math.max(1, Math.round(template.width * scale)), height: Math.max(1, Math.round(template.height * scale)) };
}

// Only whole-pixel rectangles: no anti-aliased edges and no dithered gradients, so the pictures
// have a handful of colours, encode small and fast, and a GIF palette holds them exactly.

function drawGround(context: SKRSContext2D, panels: readonly Panel[], width: number, height: number): void {
  context.fillStyle = rgb(0);
  context.fillRect(0, 0, width, height);
  if (panels.length < 2) return;
  const gutter = Math.max(1, Math.round(Math.min(width, height) / 240));
  panels.forEach((panel, index) => {
    const left = Math.round((panel.x / 100) * width);
    const top = Math.round((panel.y / 100) * height);
    const right = Math.round(((panel.x + panel.width) / 100) * width);
    const bottom = Math.round(((panel.y + panel.height) / 100) * height);
    context.fillStyle = rgb(GUTTER_SHIFT);
    context.fillRect(left, top, right - left, bottom - top);
    // Inner edges only: the picture's own border stays the plain ground colour.
    const inset = (edge: number, limit: number) => (edge > 0 && edge < limit ? gutter : 0);
    context.fillStyle = rgb(index % 2 === 0 ? 0 : PANEL_SHIFT);
    context.fillRect(
      left + inset(left, width),
      top + inset(top, height),
      right - left - inset(left, width) - inset(right, width),
      bottom - top - inset(top, height) - inset(bottom, height),
    );
  });
}

/** A soft vertical band of light at `phase` (0–1) of its way across, off the left edge at 0. */
function drawSweep(context: SKRSContext2D, width: number, height: number, phase: number): void {
  const band = Math.max(4, Math.round(width * 0.36));
  const centre = Math.round(-band / 2 + phase * (width + band));
  context.fillStyle = `rgba(255, 255, 255, ${SWEEP_ALPHA})`;
  for (const share of [1, 0.66, 0.33]) {
    const half = Math.round((band * share) / 2);
    context.fillRect(centre - half, 0, half * 2, height);
  }
}

function rgb(shift: number): string {
  const [red, green, blue] = GROUND.map((channel) => Math.min(255, Math.max(0, channel + shift)));
  return `rgb(${red}, ${green}, ${blue})`;
}
