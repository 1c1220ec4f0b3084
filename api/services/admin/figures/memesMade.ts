// Memes made, split by method and by kind. What the rows can tell about the method: memes of a
// generation carry its id (generationId), memes on an upload the template id 'custom', edits the
// meme they were made from (editedFromId); memes saved by hand in the template editor carry none.
// Whether a generation started from a prompt alone or from a chosen template is not stored, so both
// are "AI on a template". An edit whose original was deleted since loses its link and counts as
// made by hand; deleted memes are not counted at all.
import type { PrismaClient } from '../../../generated/prisma/client';
import { UPLOAD_TEMPLATE_ID } from '../../generation/memeStore';
import { partsOf, totalOf, type FigurePart } from './parts';
import type { FigureSeries, FigureWindow } from './window';

export const MEME_METHODS = ['aiTemplate', 'aiUpload', 'byHand', 'edit'] as const;
/** The memes table's `type`: a still picture or an animated GIF. */
export const MEME_KINDS = ['image', 'gif'] as const;

/** Memes stored per day, in all and per method and kind: one query grouped by day, method and kind. */
export async function memesMade(prisma: PrismaClient, window: FigureWindow): Promise<FigureSeries & { parts: FigurePart[] }> {
  const rows = await prisma.$queryRaw<{ day: string; method: string; kind: string; count: number }[]>`
    SELECT to_char("createdAt", 'YYYY-MM-DD') AS day,
           CASE WHEN "editedFromId" IS NOT NULL THEN 'edit'
                WHEN "generationId" IS NULL THEN 'byHand'
                WHEN "templateId" = ${UPLOAD_TEMPLATE_ID} THEN 'aiUpload'
                ELSE 'aiTemplate' END AS method,
           type AS kind,
           count(*)::int AS count
    FROM memes
    WHERE "createdAt" >= ${window.start}::timestamp AND "createdAt" < ${window.end}::timestamp
    GROUP BY 1, 2, 3`;
  const counted = rows.map((row) => ({ ...row, value: Number(row.count) }));
  return {
    ...totalOf(window, counted),
    parts: [
      ...partsOf(
        window,
        'method',
        MEME_METHODS,
        counted.map((row) => ({ ...row, key: row.method })),
      ),
      ...partsOf(
        window,
        'kind',
        MEME_KINDS,
        counted.map((row) => ({ ...row, key: row.kind })),
      ),
    ],
  };
}
