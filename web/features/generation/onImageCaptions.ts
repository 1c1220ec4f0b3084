// The GIF caption editor's captions in the renderer's shape, and the point a caption is centred on.
import { TEXT_POSITION_KINDS } from '../../../core/meme/positions';
import { matchTextPositions } from '../../../core/render/placement';
import type { Caption, TextPosition, TextPositionKind } from '../../../core/templates/types';
import type { CaptionBounds, Size } from '../editor/previewGeometry';
import type { MemeCaptionData } from './generatedMeme';

/** A stored caption as the renderer takes it (x, y only when it was dragged, as the server reads it). */
export function toCaption(caption: MemeCaptionData): Caption {
  const kind = caption.position.toLowerCase() as TextPositionKind;
  return {
    id: caption.slot,
    text: caption.text,
    position: (TEXT_POSITION_KINDS as readonly TextPositionKind[]).includes(kind) ? kind : 'center',
    ...(caption.x != null && caption.y != null ? { x: caption.x, y: caption.y } : {}),
  };
}

/**
 * The point (percent) caption `id` is centred on now: its dragged point, else its template slot's,
 * else the middle of where it is drawn. Moving this point moves the caption without a jump.
 */
export function captionAnchor(id: string, captions: Caption[], textPositions: readonly TextPosition[], placed: CaptionBounds[], size: Size) {
  const index = captions.findIndex((caption) => caption.id === id);
  const caption = captions[index];
  if (caption?.x !== undefined && caption.y !== undefined) return { x: caption.x, y: caption.y };
  // Where the block is drawn, which is where it was grabbed: a slot's block near an edge is moved
  // in to keep its margin, so its slot point is not under the finger.
  const drawn = placed.find((entry) => entry.caption.id === id);
  if (drawn) return { x: (drawn.layout.pivot.x / size.width) * 100, y: (drawn.layout.pivot.y / size.height) * 100 };
  const slot = matchTextPositions(captions, [...textPositions])[index];
  return slot ? { x: slot.x, y: slot.y } : { x: 50, y: 50 };
}
