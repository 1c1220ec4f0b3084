// After a generation: editing a meme's captions, the old client's use-token call, and the playful
// text generator.
import { MEME_DESIGN_LIMITS } from '../../core/limits';
import { playfulText } from '../ai/playful';
import { CaptionRequiredError, GenerationFailedError, MemeNotFoundError } from '../services/generation/errors';
import { acknowledgeTokenUse, type TokenUseResult } from '../services/generation/tokenUse';
import { updateMemeCaptions } from '../services/generation/updateCaptions';
import { ContentRefusedError } from '../services/safety/errors';
import { builder } from './builder';
import { atLeastId } from './prismaSelection';
import './generationErrors';
import { requireRowId } from './globalIds';
import { MemeNode } from './meme';
import { TextPositionKind } from './template';
import { signedInUser, userField } from './rowFields';

const PLAYFUL_MAX = 1000;

const MemeCaptionInput = builder.inputType('MemeCaptionInput', {
  fields: (t) => ({
    slot: t.string({ description: 'The text position it fills (MemeCaption.slot); by order when absent.' }),
    text: t.string({ required: true, description: 'Blank captions are kept but not drawn; at least one must have text.' }),
    position: t.field({ type: TextPositionKind }),
    x: t.float({ description: 'Centre in percent of the image width, when dragged (with y).' }),
    y: t.float({ description: 'Centre in percent of the image height, when dragged (with x).' }),
  }),
});

const UpdateMemeCaptionsInput = builder.inputType('UpdateMemeCaptionsInput', {
  fields: (t) => ({
    memeId: t.globalID({ required: true }),
    captions: t.field({ type: [MemeCaptionInput], required: true, description: `In the template's box order; at most ${MEME_DESIGN_LIMITS.maxCaptions}.` }),
  }),
});

builder.mutationField('updateMemeCaptions', (t) =>
  t.prismaField({
    type: MemeNode,
    description: "Replaces a meme's captions; its image is drawn again with them (see Meme.versionedImageUrl).",
    authScopes: { user: true },
    args: { input: t.arg({ type: UpdateMemeCaptionsInput, required: true }) },
    errors: {
      types: [MemeNotFoundError, CaptionRequiredError, ContentRefusedError, GenerationFailedError],
      union: { name: 'UpdateMemeCaptionsResult' },
      result: { name: 'UpdateMemeCaptionsSuccess' },
      dataField: { name: 'meme' },
    },
    resolve: async (query, _root, { input }, context) => {
      const edits = input.captions.map(({ slot, ...caption }) => ({ ...caption, id: slot }));
      const id = await updateMemeCaptions(context, requireRowId('Meme', input.memeId), edits);
      return context.prisma.meme.findUniqueOrThrow({ ...atLeastId(query), where: { id } });
    },
  }),
);

const UseTokenPayload = builder.objectRef<TokenUseResult>('UseTokenPayload').implement({
  description: 'Where the balance stands; generateMemes already charged the generation.',
  fields: (t) => ({
    balance: t.exposeInt('balance'),
    charged: t.exposeBoolean('charged', { description: 'Always false: a generation is charged once, by generateMemes.' }),
    viewer: userField(t, signedInUser),
  }),
});

builder.mutationField('useToken', (t) =>
  t.field({
    type: UseTokenPayload,
    description: 'Compatibility with clients that spend a token after each generation: generateMemes has charged it already, so this never charges again.',
    authScopes: { user: true },
    resolve: (_root, _args, context) => acknowledgeTokenUse(context),
  }),
);

builder.queryField('playfulText', (t) =>
  t.string({
    description: `The text in a playful ("uwu") style, as the text generator shows it. At most ${PLAYFUL_MAX} characters are used.`,
    // Public: a text toy that touches no data and costs nothing.
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, { text }) => playfulText(text.slice(0, PLAYFUL_MAX)),
  }),
);
