// Templates added without a release (the custom_templates table), held in memory beside the
// built-in catalogue so getTemplate, the listings and search stay synchronous: they are called
// from renders, schema resolvers and the generation's template choice, none of which should wait
// on the database. One registry per process (a process is one instance); it is replaced whole from
// the database at start and whenever any instance announces templatesChanged
// (api/services/customTemplates/registrySync.ts). Pictures are not held here: the image loader
// reads them from the database on demand (./customPicture.ts).
import { textAt, templateImageUrl, withIds, type CatalogueEntry } from '../catalogue/entry';
import { parseTemplateBoxes } from '../../../core/templates/customTemplate';
import type { TemplateCategory } from '../../../core/templates/types';
import { MEME_DESIGN_LIMITS } from '../../../core/limits';

/** A custom_templates row without its picture bytes. */
export type CustomTemplateRow = {
  id: number;
  slug: string;
  ownerId: number | null;
  addedById: number | null;
  name: string;
  aliases: string[];
  description: string;
  category: string;
  tags: string[];
  isGif: boolean;
  width: number;
  height: number;
  mimeType: string;
  sha256: string;
  boxes: unknown;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

/** What only custom templates have: whose they are, and whether they were deleted. */
export type CustomFacts = {
  rowId: number;
  /** null: added by an administrator and listed for everyone */
  ownerId: number | null;
  addedById: number | null;
  mimeType: string;
  /** of the picture: it changes the picture's URL, so a replaced picture is fetched anew */
  sha256: string;
  createdAt: Date;
  updatedAt: Date;
  deleted: boolean;
};

export type CustomEntry = CatalogueEntry & { custom: CustomFacts };

/** Added templates rank among the real ones at this popularity (0–100) until people's use says otherwise. */
export const ADDED_TEMPLATE_POPULARITY = 50;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** A caption size that reads well on a picture of this size when the box does not set one. */
function defaultFontSize(width: number, height: number): number {
  return Math.max(MEME_DESIGN_LIMITS.minFontSize, Math.min(MEME_DESIGN_LIMITS.maxFontSize, Math.round(Math.min(width, height) / 12)));
}

/** The catalogue entry of a stored row (frozen). A row whose boxes cannot be read throws. */
export function customEntryOf(row: CustomTemplateRow): CustomEntry {
  const boxes = parseTemplateBoxes(row.boxes);
  const fontSize = defaultFontSize(row.width, row.height);
  const entry: CustomEntry = {
    id: row.slug,
    name: row.name,
    url: `${templateImageUrl(row.slug, EXTENSIONS[row.mimeType] ?? 'png')}?v=${row.sha256.slice(0, 12)}`,
    width: row.width,
    height: row.height,
    category: row.category as TemplateCategory,
    isGif: row.isGif,
    popularity: ADDED_TEMPLATE_POPULARITY,
    tags: [...row.tags],
    textPositions: withIds(
      row.slug,
      boxes.map((box) =>
        textAt('custom', box.x, box.y, box.width, box.defaultText ?? '', { fontSize: box.fontSize ?? fontSize, color: box.color, textAlign: box.textAlign }),
      ),
    ),
    classic: true,
    pictureOf: row.slug,
    description: row.description,
    boxRoles: boxes.map((box) => box.role),
    addedDay: Math.floor(row.createdAt.getTime() / 86_400_000),
    aliases: [...row.aliases],
    foldsInto: row.slug,
    custom: {
      rowId: row.id,
      ownerId: row.ownerId,
      addedById: row.addedById,
      mimeType: row.mimeType,
      sha256: row.sha256,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deleted: row.deletedAt !== null,
    },
  };
  return Object.freeze(entry);
}

type State = {
  version: number;
  byId: ReadonlyMap<string, CustomEntry>;
  /** administrators' templates not deleted, newest first */
  listed: readonly CustomEntry[];
  /** each user's own templates not deleted, newest first */
  byOwner: ReadonlyMap<number, readonly CustomEntry[]>;
};

let state: State = { version: 0, byId: new Map(), listed: [], byOwner: new Map() };

const newestFirst = (a: CustomEntry, b: CustomEntry) => b.custom.createdAt.getTime() - a.custom.createdAt.getTime() || b.custom.rowId - a.custom.rowId;

/** Replaces every custom template at once (rows as the database has them now). */
export function replaceCustomTemplates(entries: readonly CustomEntry[]): void {
  const live = entries.filter((entry) => !entry.custom.deleted).sort(newestFirst);
  const byOwner = new Map<number, CustomEntry[]>();
  for (const entry of live) {
    const owner = entry.custom.ownerId;
    if (owner === null) continue;
    const list = byOwner.get(owner);
    if (list) list.push(entry);
    else byOwner.set(owner, [entry]);
  }
  state = {
    version: state.version + 1,
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    listed: Object.freeze(live.filter((entry) => entry.custom.ownerId === null)),
    byOwner,
  };
  for (const listener of replacedListeners) listener();
}

const replacedListeners = new Set<() => void>();

/** Calls `listener` after every replacement (the response cache drops template answers then); returns the unsubscribe. */
export function onCustomTemplatesReplaced(listener: () => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

/** Changes on every replacement: lists and indexes built over the catalogue are rebuilt when it does. */
export function customTemplatesVersion(): number {
  return state.version;
}

/** A custom template by slug, deleted and private ones included (old memes still render on them). */
export function customTemplate(id: string): CustomEntry | undefined {
  return state.byId.get(id);
}

/** Administrators' templates, listed for everyone (not deleted), newest first. */
export function listedCustomTemplates(): readonly CustomEntry[] {
  return state.listed;
}

/** A user's own templates (not deleted), newest first. */
export function customTemplatesOf(ownerId: number): readonly CustomEntry[] {
  return state.byOwner.get(ownerId) ?? [];
}

/** The custom facts of a catalogue entry, when it is a custom template. */
export function customFactsOf(entry: CatalogueEntry): CustomFacts | undefined {
  return (entry as Partial<CustomEntry>).custom;
}

/**
 * Whether `viewerId` may use or open this template: a catalogue template or an administrator's
 * (not deleted) by anyone, a private one only by its owner. Memes already made on a template
 * render whatever this says.
 */
export function templateUsableBy(entry: CatalogueEntry, viewerId: number | null | undefined): boolean {
  const custom = customFactsOf(entry);
  if (!custom) return true;
  if (custom.deleted) return false;
  return custom.ownerId === null || custom.ownerId === viewerId;
}
