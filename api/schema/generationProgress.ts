// Each meme of a generation as soon as it is stored, for the creator who asked with the same
// client-chosen key. Best effort: events published before the subscription is live are not
// replayed, and generateMemes' own answer stays the complete list.
import { createGraphQLError, filter, pipe } from 'graphql-yoga';
import type { MemeGeneratedEvent } from '../pubsub';
import { PROGRESS_KEY_PATTERN } from '../services/generation/input';
import { InvalidProgressKeyError } from '../services/generation/errors';
import { builder } from './builder';
import './meme';

const MemeGenerationProgress = builder.objectRef<MemeGeneratedEvent>('MemeGenerationProgress').implement({
  description: 'One meme of a running generation, stored and ready to show.',
  fields: (t) => ({
    meme: t.prismaField({
      type: 'Meme',
      resolve: (query, event, _args, context) => context.prisma.meme.findUniqueOrThrow({ ...query, where: { id: event.memeId, userId: context.viewer!.id } }),
    }),
    index: t.exposeInt('index', { description: "Its place (from 0) in generateMemes' `memes`." }),
    generationId: t.exposeID('generationId', { description: "The generation's id, as generateMemes answers it." }),
  }),
});

builder.subscriptionField('memeGenerationProgress', (t) =>
  t.field({
    type: MemeGenerationProgress,
    description:
      'Each meme of your generateMemes call with the same `progressKey` as soon as it is written, in order. Subscribe first with a fresh random key (16 to 64 letters, digits, `-` or `_`, e.g. a UUID), then send generateMemes with that key: events raised before the subscription is live are not replayed, and the mutation still answers with every meme.',
    authScopes: { user: true },
    args: { progressKey: t.arg.string({ required: true }) },
    subscribe: (_root, { progressKey }, context) => {
      if (!PROGRESS_KEY_PATTERN.test(progressKey)) {
        // A subscription has no result union to carry a typed error: the client's mistake, a 400.
        const refused = new InvalidProgressKeyError();
        throw createGraphQLError(refused.message, { extensions: { code: 'BAD_USER_INPUT', messageId: refused.messageId, http: { status: 400 } } });
      }
      // Keyed by user: another account using the same key hears nothing.
      return pipe(
        context.pubsub.subscribe('memeGenerated', context.viewer!.id),
        filter((event: MemeGeneratedEvent) => event.progressKey === progressKey),
      );
    },
    resolve: (event: MemeGeneratedEvent) => event,
  }),
);
