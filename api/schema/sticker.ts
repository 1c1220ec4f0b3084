import type { Sticker } from '../../core/templates/types';
import { findStickers, getSticker } from '../templates/stickers';
import { builder } from './builder';
import { catalogueNode } from './catalogueNode';

// Public: the template editor and its sticker panel are open to visitors.

const StickerCategory = builder.enumType('StickerCategory', {
  description: "The sticker panel's groups; each value's description is the label the panel shows.",
  values: {
    EMOJI: { value: 'emoji', description: 'Emoji' },
    DECORATION: { value: 'decoration', description: 'Decorations' },
    MEME: { value: 'meme', description: 'Meme Faces' },
    TEXT: { value: 'text', description: 'Text Bubbles' },
  } as const,
});

const StickerRef = builder.objectRef<Sticker>('Sticker');

catalogueNode(StickerRef, getSticker, {
  description: 'One of the built-in stickers of the template editor.',
  fields: (t) => ({
    slug: t.exposeString('id', { description: "The spec's sticker id, e.g. `fire`; placed stickers store it." }),
    name: t.exposeString('name'),
    category: t.field({ type: StickerCategory, resolve: (sticker) => sticker.category }),
    url: t.exposeString('url', { description: 'SVG artwork served by this app (/media/stickers/<slug>.svg).' }),
    tags: t.exposeStringList('tags'),
  }),
});

builder.queryField('stickers', (t) =>
  t.field({
    type: [StickerRef],
    description: 'The built-in stickers, in panel order: those of `category` (all when absent) whose name or tags contain every word of `search`.',
    // Public: see above.
    args: {
      search: t.arg.string(),
      category: t.arg({ type: StickerCategory }),
    },
    resolve: (_root, args) => findStickers({ search: args.search, category: args.category }),
  }),
);
