import { cursorToOffset, resolveArrayConnection } from '@pothos/plugin-relay';
import { createGraphQLError } from 'graphql-yoga';
import type { MemeTemplate, TextPosition } from '../../core/templates/types';
import { getTemplate, randomTemplates, templateCatalogue } from '../templates/catalogue/catalogue';
import { allCards, cardOf, foldIntoCards, layoutsOf } from '../templates/catalogue/cards';
import { listTemplates, TEMPLATE_FILTER_NAMES } from '../templates/catalogue/listing';
import { templateImagesAvailable } from '../templates/images/templateImage';
import { builder } from './builder';
import { catalogueNode } from './catalogueNode';
import { idOfType } from './globalIds';
import { visibleTemplate } from './templateVisibility';

// Everything here is public: templates are the catalogue every visitor browses before signing in.

const MAX_PAGE = 100;
const MAX_RANDOM = 24;
const MAX_EXCLUDE = 100;

const TemplateKind = builder.enumType('TemplateKind', {
  description: "The template dialog's All / Images / GIFs filter.",
  values: { ALL: { value: 'all' }, IMAGE: { value: 'image' }, GIF: { value: 'gif' } } as const,
});

export const TextPositionKind = builder.enumType('TextPositionKind', {
  description: 'Which caption slot a text position is: the classic top and bottom bars, the centre, or a custom box.',
  values: { TOP: { value: 'top' }, BOTTOM: { value: 'bottom' }, CENTER: { value: 'center' }, CUSTOM: { value: 'custom' } } as const,
});

export const TextAlign = builder.enumType('TextAlign', {
  values: { LEFT: { value: 'left' }, CENTER: { value: 'center' }, RIGHT: { value: 'right' } } as const,
});

const TextPositionRef = builder.objectRef<TextPosition>('TextPosition').implement({
  description: 'A caption box on a template. x and y are the centre of the box and width its width, in percent of the image.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique across all templates: `<template slug>:text-<n>`.' }),
    position: t.field({ type: TextPositionKind, resolve: (box) => box.position }),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    width: t.exposeFloat('width'),
    fontSize: t.exposeInt('fontSize', { description: "Pixels at the template's own width and height." }),
    textAlign: t.field({ type: TextAlign, resolve: (box) => box.textAlign ?? 'center' }),
    color: t.string({ description: 'CSS colour; white unless the template says otherwise.', resolve: (box) => box.color ?? '#ffffff' }),
    rotation: t.float({
      description: 'Degrees clockwise (as CSS rotate) the caption turns about the centre of its box, -45 to 45; 0 unless the picture is tilted there.',
      resolve: (box) => box.rotation ?? 0,
    }),
    defaultText: t.exposeString('defaultText'),
    role: t.string({
      nullable: true,
      description: 'What the caption in this box means (Drake: "the thing rejected"), so captions fill their roles; null when unknown.',
      resolve: (box) => roleOf(box.id),
    }),
  }),
});

/** The meaning of box `<template slug>:text-<n>`: the template's n-th box role. */
function roleOf(boxId: string): string | null {
  const at = boxId.lastIndexOf(':text-');
  const template = at < 0 ? undefined : getTemplate(boxId.slice(0, at));
  return template?.boxRoles[Number(boxId.slice(at + ':text-'.length)) - 1] ?? null;
}

export const TemplateRef = builder.objectRef<MemeTemplate>('Template');

catalogueNode(TemplateRef, visibleTemplate, {
  description: 'A meme template from the catalogue.',
  fields: (t) => ({
    slug: t.exposeString('id', { description: "The spec's template id (the slug of the name), stable forever; memes store it." }),
    name: t.exposeString('name'),
    url: t.exposeString('url', { description: "The template's image, served by this app (/media/templates/<slug>.<ext>)." }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    category: t.exposeString('category', {
      description: 'One of the spec categories: trending, reaction, comparison, choice, opinion, advice, animal, celebrity, movie, cartoon, gaming.',
    }),
    isGif: t.exposeBoolean('isGif'),
    popularity: t.exposeInt('popularity', { description: '0 to 100.' }),
    tags: t.exposeStringList('tags'),
    textPositions: t.field({ type: [TextPositionRef], resolve: (template) => template.textPositions }),
    description: t.string({
      description: 'When people use this meme, in one line (of the real meme it is a layout of); empty when unknown.',
      resolve: (template) => getTemplate(template.id)?.description ?? '',
    }),
    aliases: t.stringList({
      description: 'What people call the meme besides its name (of the real meme it is a layout of).',
      resolve: (template) => getTemplate(template.id)?.aliases ?? [],
    }),
    card: t.field({
      type: TemplateRef,
      description: 'The card this template is listed under: the real meme it is a layout of; itself for a card.',
      resolve: (template) => cardOf(template),
    }),
    layoutCount: t.int({
      description: "How many templates are folded into this template's card, the card included (the card's 'N layouts').",
      resolve: (template) => layoutsOf(template).length,
    }),
    layouts: t.field({
      type: [TemplateRef],
      description: "Every layout of this template's card: the card first, then its other still layouts, then its GIFs, each most popular first.",
      resolve: (template) => layoutsOf(template),
    }),
  }),
});

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Pothos would clamp an oversized page and mask a bad cursor; clients learn more from a clear refusal. */
function checkPageArgs(args: { first?: number | null; last?: number | null; after?: string | null; before?: string | null }): void {
  for (const [name, value] of [
    ['first', args.first],
    ['last', args.last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) throw badInput(`\`${name}\` must be between 0 and ${MAX_PAGE}.`);
  }
  for (const [name, cursor] of [
    ['after', args.after],
    ['before', args.before],
  ] as const) {
    if (cursor == null) continue;
    let offset = Number.NaN;
    try {
      offset = cursorToOffset(cursor);
    } catch {
      // reported below
    }
    if (!Number.isSafeInteger(offset) || offset < 0) throw badInput(`\`${name}\` is not a cursor of this list.`);
  }
}

builder.queryField('templates', (t) =>
  t.connection(
    {
      type: TemplateRef,
      description:
        'Templates, 20 per page unless `first` says otherwise (at most 100). A search with text spans every category; a blank one lists `category`. Cursors are offsets (base64 of `OffsetConnection:<n>`), so a numbered page can be opened directly.',
      // Public: browsing templates needs no account.
      args: {
        search: t.arg.string({ description: 'Scored by the spec: exact name, exact category, word matches, popularity.' }),
        category: t.arg.string({
          description: `One of: ${TEMPLATE_FILTER_NAMES.join(', ')}. Default all. \`mine\`: the signed-in user's own templates, newest first (none for visitors).`,
        }),
        kind: t.arg({ type: TemplateKind, defaultValue: 'all' }),
        foldLayouts: t.arg.boolean({
          defaultValue: true,
          description:
            "One card per real meme (default): each real meme once, where its best-ranked entry is (a category list: at the meme's own rank), with its variants folded behind it (`layouts`). The GIFs kind lists each meme that has a GIF layout as its best-ranked GIF layout. False lists every entry.",
        }),
      },
      resolve: (_root, args, context) => {
        checkPageArgs(args);
        const kind = args.kind ?? 'all';
        const entries = listTemplates({ search: args.search, category: args.category, kind, viewerId: context.viewer?.id });
        if (!entries) throw badInput(`Unknown template category '${args.category}'. Use one of: ${TEMPLATE_FILTER_NAMES.join(', ')}.`);
        const searching = Boolean(args.search?.trim());
        const list = args.foldLayouts === false ? entries : foldIntoCards(entries, kind, searching ? 'best' : 'own');
        return { ...resolveArrayConnection({ args, maxSize: MAX_PAGE }, list), totalCount: list.length, entryCount: entries.length };
      },
    },
    {
      name: 'TemplateConnection',
      fields: (t) => ({
        totalCount: t.int({
          description: 'How many items this list has, across all pages: cards when layouts are folded, else entries.',
          resolve: (connection) => (connection as { totalCount: number }).totalCount,
        }),
        entryCount: t.int({
          description: "How many catalogue entries match, variants included, across all pages (the M of 'Showing N of M templates').",
          resolve: (connection) => (connection as { entryCount: number }).entryCount,
        }),
      }),
    },
  ),
);

builder.queryField('template', (t) =>
  t.field({
    type: TemplateRef,
    nullable: true,
    description: 'One template by its global id or its slug; null when there is none.',
    // Public: any visitor may open a template.
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => visibleTemplate(id, context) ?? visibleTemplate(idOfType('Template', id) ?? '', context) ?? null,
  }),
);

builder.queryField('randomTemplates', (t) =>
  t.field({
    type: [TemplateRef],
    description: `Distinct templates picked at random (the picker shows 6; at most ${MAX_RANDOM}).`,
    // Public: the template page's picker is shown to visitors.
    args: {
      count: t.arg.int({ defaultValue: 6 }),
      originalsOnly: t.arg.boolean({
        defaultValue: false,
        description: "Only cards: real memes themselves, never a variant or a copy of one (the template page's picker).",
      }),
      exclude: t.arg.stringList({
        description: `Slugs not to pick (at most ${MAX_EXCLUDE}), e.g. the ones on screen, so 'Show more templates' brings new ones.`,
      }),
    },
    resolve: (_root, { count, originalsOnly, exclude }) => {
      const wanted = count ?? 6;
      if (wanted < 1 || wanted > MAX_RANDOM) throw badInput(`\`count\` must be between 1 and ${MAX_RANDOM}.`);
      if (exclude && exclude.length > MAX_EXCLUDE) throw badInput(`\`exclude\` takes at most ${MAX_EXCLUDE} slugs.`);
      if (!originalsOnly && !exclude?.length) return randomTemplates(wanted);
      const skipped = new Set(exclude);
      const pool = (originalsOnly ? originals() : templateCatalogue()).filter((template) => !skipped.has(template.id));
      return pickDistinct(pool, wanted);
    },
  }),
);

const originals = allCards;

// randomTemplates() draws from the whole catalogue; the picker's narrower pools are small enough to copy.
function pickDistinct(pool: readonly MemeTemplate[], count: number): MemeTemplate[] {
  const rest = [...pool];
  const picked: MemeTemplate[] = [];
  while (picked.length < count && rest.length > 0) {
    const index = Math.floor(Math.random() * rest.length);
    picked.push(rest[index]!);
    rest[index] = rest[rest.length - 1]!;
    rest.pop();
  }
  return picked;
}

builder.queryField('templateImagesAvailable', (t) =>
  t.boolean({
    description:
      "False while the template image host cannot be reached: templates then show the app's plain stand-in pictures, and clients should offer uploading a picture instead. True when the host answers, or before anything is known.",
    // Public: the template pickers tell visitors too.
    resolve: (_root, _args, context) => templateImagesAvailable(context),
  }),
);
