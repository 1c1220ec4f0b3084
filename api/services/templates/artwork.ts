// The app's own picture of a template, used whenever the image host cannot supply the original:
// the template's panels and caption boxes on colours derived from its id, with its name on top.
// GIF templates get a short looping animation, so they still look animated in the picker.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { MemeTemplate } from '../../../core/templates/types';
import type { Panel } from './entry';
import { ARTWORK_FONT, ensureArtworkFont } from './font';
import { encodeLoopingGif } from './gifEncoder';
import { hashSeed } from './seededRandom';

export type ArtworkSubject = Pick<MemeTemplate, 'id' | 'name' | 'width' | 'height' | 'isGif' | 'textPositions'> & { panels?: readonly Panel[] };
export type DrawnImage = { bytes: Buffer; mimeType: string };

/** Longest side of the artwork: enough for previews and renders, small enough to draw quickly. */
const STILL_MAX_SIDE = 800;
const GIF_MAX_SIDE = 320;
const GIF_FRAMES = 6;
const GIF_FRAME_DELAY_MS = 150;

/**
 * Draws a template's artwork: PNG for stills (encoded off the main thread), an animated GIF for
 * GIF templates. Rejects on impossible sizes.
 */
export async function drawTemplateArtwork(template: ArtworkSubject): Promise<DrawnImage> {
  if (!(template.width > 0 && template.height > 0 && Number.isFinite(template.width) && Number.isFinite(template.height))) {
    throw new Error(`template ${template.id} has no drawable size (${template.width}×${template.height})`);
  }
  ensureArtworkFont();
  const scale = Math.min(1, (template.isGif ? GIF_MAX_SIDE : STILL_MAX_SIDE) / Math.max(template.width, template.height));
  const width = Math.max(1, Math.round(template.width * scale));
  const height = Math.max(1, Math.round(template.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const hue = hashSeed(template.id) % 360;
  if (!template.isGif) {
    drawScene(context, template, { width, height, scale, hue, phase: 0.3 });
    return { bytes: await canvas.encode('png'), mimeType: 'image/png' };
  }
  const frames = Array.from({ length: GIF_FRAMES }, (_, frame) => {
    drawScene(context, template, { width, height, scale, hue, phase: frame / GIF_FRAMES });
    return context.getImageData(0, 0, width, height).data;
  });
  return { bytes: encodeLoopingGif(frames, width, height, GIF_FRAME_DELAY_MS), mimeType: 'image/gif' };
}

type Scene = { width: number; height: number; scale: number; hue: number; phase: number };

function drawScene(context: SKRSContext2D, template: ArtworkSubject, scene: Scene): void {
  const { width, height, hue, phase } = scene;
  // Flat bands rather than smooth gradients: Skia dithers gradients, and dithered pixels make
  // PNGs several times larger and slower to encode.
  const BANDS = 12;
  for (let band = 0; band < BANDS; band += 1) {
    const share = band / (BANDS - 1);
    context.fillStyle = `hsl(${Math.round(hue + 50 * share) % 360}, 60%, ${Math.round(44 - 20 * share)}%)`;
    context.fillRect(0, Math.floor((band / BANDS) * height), width, Math.ceil(height / BANDS) + 1);
  }
  // A light sweeping across: the whole animation of GIF templates, a highlight on stills.
  const radius = Math.max(width, height) * 0.45;
  context.fillStyle = 'rgba(255, 255, 255, 0.07)';
  for (const ring of [1, 0.75, 0.5, 0.25]) {
    context.beginPath();
    context.arc(width * phase, height * 0.35, radius * ring, 0, Math.PI * 2);
    context.fill();
  }

  const line = Math.max(2, Math.round(Math.min(width, height) / 160));
  (template.panels ?? []).forEach((panel, index) => {
    const [x, y, w, h] = [(panel.x / 100) * width, (panel.y / 100) * height, (panel.width / 100) * width, (panel.height / 100) * height];
    context.fillStyle = `hsla(${(hue + 30 * index) % 360}, 45%, 62%, 0.22)`;
    context.fillRect(x, y, w, h);
    context.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    context.lineWidth = line;
    context.strokeRect(x + line / 2, y + line / 2, w - line, h - line);
  });

  const boxes = template.textPositions.map((box) => {
    const boxHeight = Math.max(height * 0.08, box.fontSize * scene.scale * 1.6);
    return { x: (box.x / 100) * width - ((box.width / 100) * width) / 2, y: (box.y / 100) * height - boxHeight / 2, w: (box.width / 100) * width, h: boxHeight };
  });
  context.setLineDash([line * 4, line * 3]);
  for (const box of boxes) {
    context.fillStyle = 'rgba(255, 255, 255, 0.16)';
    context.fillRect(box.x, box.y, box.w, box.h);
    context.strokeStyle = 'rgba(255, 255, 255, 0.75)';
    context.lineWidth = line;
    context.strokeRect(box.x, box.y, box.w, box.h);
  }
  context.setLineDash([]);
  drawName(context, template.name, width, height, boxes);
}

type Box = { x: number; y: number; w: number; h: number };

/**
 * The name, in at most three lines, on the first band (centre first) clear of the caption boxes,
 * as large as allows that; over the centre when no band is ever clear.
 */
function drawName(context: SKRSContext2D, name: string, width: number, height: number, boxes: Box[]): void {
  const maxWidth = width * 0.86;
  const bands = [0.5, 0.35, 0.65, 0.22, 0.78].map((share) => share * height);
  let chosen: { size: number; lines: string[]; centre: number } | undefined;
  let fallback: typeof chosen;
  for (let size = Math.round(Math.min(width * 0.11, height * 0.16)); size >= 10 && !chosen; size -= 2) {
    const lines = wrap(context, name, size, maxWidth);
    if (lines.length > 3 || lines.some((text) => context.measureText(text).width > maxWidth)) continue;
    const half = (lines.length * size * 1.15) / 2;
    const centre = bands.find((middle) => boxes.every((box) => middle + half < box.y || middle - half > box.y + box.h));
    if (centre !== undefined) chosen = { size, lines, centre };
    else fallback ??= { size, lines, centre: height / 2 };
  }
  const { size, lines, centre } = chosen ?? fallback ?? { size: 10, lines: [name], centre: height / 2 };
  context.font = `${size}px ${ARTWORK_FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = Math.max(2, size / 7);
  context.strokeStyle = 'rgba(0, 0, 0, 0.85)';
  context.fillStyle = '#ffffff';
  const top = centre - (lines.length * size * 1.15) / 2;
  lines.forEach((text, index) => {
    const y = top + size * 1.15 * (index + 0.5);
    context.strokeText(text, width / 2, y);
    context.fillText(text, width / 2, y);
  });
}

function wrap(context: SKRSContext2D, text: string, size: number, maxWidth: number): string[] {
  context.font = `${size}px ${ARTWORK_FONT}`;
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && context.measureText(`${last} ${word}`).width <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
