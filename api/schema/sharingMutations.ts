// Share links: publishing a meme at its public page (/s/<shareId>) and taking it back.
import { MemeNotFoundError } from '../services/generation/errors';
import { shareMeme, stopSharingMeme } from '../services/sharing/sharing';
import { builder } from './builder';
import './generationErrors';
import { requireRowId } from './globalIds';
import { MemeNode } from './meme';
import { MemeUnpublishedError } from './moderationErrors';
import { atLeastId } from './prismaSelection';

const ShareMemeInput = builder.inputType('ShareMemeInput', {
  fields: (t) => ({ memeId: t.globalID({ required: true }) }),
});

const StopSharingMemeInput = builder.inputType('StopSharingMemeInput', {
  fields: (t) => ({ memeId: t.globalID({ required: true }) }),
});

builder.mutationField('shareMeme', (t) =>
  t.prismaField({
    type: MemeNode,
    description:
      "Publishes one of your memes at a public page, Meme.shareUrl (absolute, unguessable), that anyone may open and chat apps preview. Sharing a meme that is already shared keeps its link. Its picture, without a session, is at the page's URL plus .png (.jpg, .webp; .gif for animated memes).",
    authScopes: { user: true },
    args: { input: t.arg({ type: ShareMemeInput, required: true }) },
    errors: {
      types: [MemeNotFoundError, MemeUnpublishedError],
      union: { name: 'ShareMemeResult' },
      result: { name: 'ShareMemeSuccess' },
      dataField: { name: 'meme' },
    },
    resolve: async (query, _root, { input }, context) => {
      const id = await shareMeme(context, requireRowId('Meme', input.memeId));
      return context.prisma.meme.findUniqueOrThrow({ ...atLeastId(query), where: { id } });
    },
  }),
);

builder.mutationField('stopSharingMeme', (t) =>
  t.prismaField({
    type: MemeNode,
    description:
      'Takes a shared meme private again: its page and pictures answer 404 from the next request on, and sharing it again makes a new link (the old one stays dead).',
    authScopes: { user: true },
    args: { input: t.arg({ type: StopSharingMemeInput, required: true }) },
    errors: {
      types: [MemeNotFoundError],
      union: { name: 'StopSharingMemeResult' },
      result: { name: 'StopSharingMemeSuccess' },
      dataField: { name: 'meme' },
    },
    resolve: async (query, _root, { input }, context) => {
      const id = await stopSharingMeme(context, requireRowId('Meme', input.memeId));
      return context.prisma.meme.findUniqueOrThrow({ ...atLeastId(query), where: { id } });
    },
  }),
);
