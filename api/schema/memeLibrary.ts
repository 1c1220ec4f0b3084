// The meme library's mutations: save a meme made by hand (the template editor, an edit of a stored
// meme), star it, delete it. Each is the owner's (API tokens included: none is session-only).
import { MEME_DESIGN_LIMITS } from '../../core/limits';
import { CaptionRequiredError, GenerationFailedError, MemeNotFoundError, NoImageSelectedError, TemplateNotFoundError } from '../services/generation/errors';
import { InvalidMemeDesignError } from '../services/library/errors';
import { deleteMeme, setMemeFavorite } from '../services/library/ownMeme';
import { saveMeme } from '../services/library/saveMeme';
import { ContentRefusedError } from '../services/safety/errors';
import { builder } from './builder';
import { userErrorType } from './errors';
import './generationErrors';
import { encodeGlobalID, requireRowId } from './globalIds';
import { MemeNode } from './meme';
import { MemeTheme } from './memeLook';
import { atLeastId } from './prismaSelection';
import { TextAlign, TextPositionKind } from './template';

userErrorType(InvalidMemeDesignError, {
  name: 'InvalidMemeDesignError',
  description: 'The design breaks a rule (a limit, a colour, an unknown sticker); the message names the first problem.',
  fields: (t) => ({ reason: t.exposeString('reason') }),
});

const MemeDesignCaptionInput = builder.inputType('MemeDesignCaptionInput', {
  fields: (t) => ({
    slot: t.string({ description: "The template's text position it fills (MemeCaption.slot); by order when absent." }),
    text: t.string({ required: true, description: `At most ${MEME_DESIGN_LIMITS.maxCaptionLength} characters; blank captions are not drawn.` }),
    position: t.field({ type: TextPositionKind, description: "The box's kind; TOP when neither this nor slot is given." }),
    x: t.float({ description: 'Centre in percent of the picture width, when placed by hand (with y).' }),
    y: t.float({ description: 'Centre in percent of the picture height, when placed by hand (with x).' }),
    fontSize: t.float({ description: `Pixels at the picture's own size, ${MEME_DESIGN_LIMITS.minFontSize}–${MEME_DESIGN_LIMITS.maxFontSize}.` }),
    color: t.string({ description: 'A CSS colour, e.g. `#ffcc00`.' }),
    textAlign: t.field({ type: TextAlign }),
  }),
});

const MemeStickerInput = builder.inputType('MemeStickerInput', {
  fields: (t) => ({
    stickerId: t.string({ required: true, description: 'A Sticker.id (the stickers query lists them).' }),
    x: t.float({ required: true, description: 'Centre in percent of the picture width.' }),
    y: t.float({ required: true, description: 'Centre in percent of the picture height.' }),
    scale: t.float({ description: '1 when absent.' }),
    rotation: t.float({ description: 'Degrees clockwise; 0 when absent.' }),
  }),
});

const MemeStyleInput = builder.inputType('MemeStyleInput', {
  description: "Colours (CSS) and font of the captions; absent fields take the renderer's defaults.",
  fields: (t) => ({
    primaryColor: t.string(),
    secondaryColor: t.string(),
    outlineColor: t.string(),
    shadowColor: t.string(),
    fontFamily: t.string(),
  }),
});

const MemeDesignInput = builder.inputType('MemeDesignInput', {
  description: "A meme's design as the editor makes it: what /media/render's `d` parameter takes, typed.",
  fields: (t) => ({
    captions: t.field({
      type: [MemeDesignCaptionInput],
      required: true,
      description: `In the template's box order; at most ${MEME_DESIGN_LIMITS.maxCaptions}.`,
    }),
    stickers: t.field({ type: [MemeStickerInput], description: `At most ${MEME_DESIGN_LIMITS.maxStickers}.` }),
    style: t.field({ type: MemeStyleInput }),
    theme: t.field({ type: MemeTheme, description: 'CLASSIC when absent.' }),
  }),
});

const SaveMemeInput = builder.inputType('SaveMemeInput', {
  fields: (t) => ({
    templateId: t.string({ description: 'A new meme on this template (a Template.id slug).' }),
    editedFromMemeId: t.globalID({ description: 'An edit of this meme of yours: drawn on its picture, stored as a new meme; the original stays.' }),
    design: t.field({ type: MemeDesignInput, required: true }),
  }),
});

type DesignInput = typeof MemeDesignInput.$inferInput;

/** The GraphQL design in the codec's shape (core/meme/design.ts validates it); nulls mean absent. */
function designOf(input: DesignInput) {
  const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field != null));
  return {
    captions: input.captions.map(({ slot, ...caption }) => defined({ ...caption, id: slot })),
    stickers: input.stickers?.map(({ stickerId, ...sticker }) => defined({ ...sticker, id: stickerId })),
    style: input.style ? defined(input.style) : undefined,
    theme: input.theme ?? undefined,
  };
}

builder.mutationField('saveMeme', (t) =>
  t.prismaField({
    type: MemeNode,
    description: 'Stores a meme made by hand in My Memes (free: no Meme Fuel is charged): a new one on a template, or an edit of one of yours.',
    authScopes: { user: true },
    args: { input: t.arg({ type: SaveMemeInput, required: true }) },
    errors: {
      types: [
        MemeNotFoundError,
        TemplateNotFoundError,
        NoImageSelectedError,
        InvalidMemeDesignError,
        CaptionRequiredError,
        ContentRefusedError,
        GenerationFailedError,
      ],
      union: { name: 'SaveMemeResult' },
      result: { name: 'SaveMemeSuccess' },
      dataField: { name: 'meme' },
    },
    resolve: async (query, _root, { input }, context) => {
      const editedFromMemeId = input.editedFromMemeId ? requireRowId('Meme', input.editedFromMemeId) : null;
      const id = await saveMeme(context, { templateId: input.templateId, editedFromMemeId, design: designOf(input.design) });
      return context.prisma.meme.findUniqueOrThrow({ ...atLeastId(query), where: { id } });
    },
  }),
);

const SetMemeFavoriteInput = builder.inputType('SetMemeFavoriteInput', {
  fields: (t) => ({
    memeId: t.globalID({ required: true }),
    favorite: t.boolean({ required: true }),
  }),
});

builder.mutationField('setMemeFavorite', (t) =>
  t.prismaField({
    type: MemeNode,
    description: 'Stars (or unstars) one of your memes; `viewer.memes(favoritesOnly: true)` lists the starred.',
    authScopes: { user: true },
    args: { input: t.arg({ type: SetMemeFavoriteInput, required: true }) },
    errors: { types: [MemeNotFoundError], union: { name: 'SetMemeFavoriteResult' }, result: { name: 'SetMemeFavoriteSuccess' }, dataField: { name: 'meme' } },
    resolve: async (query, _root, { input }, context) => {
      const id = requireRowId('Meme', input.memeId);
      await setMemeFavorite(context, id, input.favorite);
      return context.prisma.meme.findUniqueOrThrow({ ...atLeastId(query), where: { id } });
    },
  }),
);

const DeleteMemeInput = builder.inputType('DeleteMemeInput', { fields: (t) => ({ memeId: t.globalID({ required: true }) }) });

builder.mutationField('deleteMeme', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes one of your memes for good: its picture and share page answer 404 from then on. Returns the deleted Meme id.',
    authScopes: { user: true },
    args: { input: t.arg({ type: DeleteMemeInput, required: true }) },
    errors: { types: [MemeNotFoundError], union: { name: 'DeleteMemeResult' }, result: { name: 'DeleteMemeSuccess' }, dataField: { name: 'deletedMemeId' } },
    resolve: async (_root, { input }, context) => {
      const id = requireRowId('Meme', input.memeId);
      await deleteMeme(context, id);
      return encodeGlobalID('Meme', id);
    },
  }),
);
