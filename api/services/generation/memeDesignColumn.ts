// Meme.captions is an untyped Json column holding the meme's design (core/meme/design.ts). This is
// its one door: every read parses the column with the design codec and every write encodes through
// it, so no other code handles the raw JSON or stores a design the renderer would refuse.
import { createHash } from 'node:crypto';
import { encodeMemeDesign, parseMemeDesign, type Caption, type MemeDesign, type MemeTheme } from '../../../core/meme/design';
import { parseTheme } from '../../../core/render/style';
import type { Prisma } from '../../generated/prisma/client';

/** A meme row's design column as Prisma reads it (a JsonValue): opaque, only this module looks inside. */
type DesignColumn = { captions: unknown };

/** A stored meme's design, with its theme: the design's own, else the meme's theme column. */
export type StoredDesign = MemeDesign & { theme: MemeTheme };

/** Reads a stored meme's design; throws MemeDesignError when it breaks the codec's rules. */
export function readMemeDesign(meme: DesignColumn & { theme: string }): StoredDesign {
  const design = parseMemeDesign(meme.captions);
  return { ...design, theme: design.theme ?? parseTheme(meme.theme) };
}

/** The column's value for a new meme's captions. */
export function captionsColumn(captions: readonly Caption[]): Prisma.InputJsonValue {
  return encodeMemeDesign([...captions]);
}

/** The column's value after an edit of the captions; the rest of the design (stickers, style, theme) is kept. */
export function withNewCaptions(meme: DesignColumn, captions: readonly Caption[]): Prisma.InputJsonValue {
  let design: MemeDesign = {};
  try {
    design = parseMemeDesign(meme.captions);
  } catch {
    // A stored design the renderer refuses draws nothing; the edit's captions alone make it drawable.
  }
  return encodeMemeDesign({ ...design, captions: [...captions] });
}

/** Changes whenever the stored design does, so an edited meme's URL asks for the new picture. */
export function designVersion(meme: DesignColumn): string {
  return createHash('sha256')
    .update(JSON.stringify(meme.captions ?? null))
    .digest('base64url')
    .slice(0, 10);
}

/** The column's value for a whole design made by hand (the editors): captions placed, stickers, style, theme. */
export function designColumn(design: MemeDesign & { captions: Caption[] }): Prisma.InputJsonValue {
  return encodeMemeDesign(design);
}
