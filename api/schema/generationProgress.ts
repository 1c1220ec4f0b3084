// Each meme of a generation as soon as it is stored, for the creator who asked with the same
// client-chosen key. The subscription first says it is listening; a generation sent after that
// misses nothing. Events published before are not replayed, and generateMemes' own answer stays
// the complete list.
import { createGraphQLError, Repeater } from 'graphql-yoga';
import { whenListening, type MemeGeneratedEvent } from '../platform/pubsub';
import { PROGRESS_KEY_PATTERN } from '../services/generation/input';
import { InvalidProgressKeyError } from '../services/generation/errors';
import { builder } from './builder';
import './meme';

type ListeningEvent = { listening: true; progressKey: string };
type ProgressEvent = ListeningEvent | MemeGeneratedEvent;

const MemeGenerationListening = builder.objectRef<ListeningEvent>('MemeGenerationListening').implement({
  description: 'The first event: the server now hears every meme of a generateMemes call with this key. Send the mutation after it.',
  fields: (t) => ({
    progressKey: t.exposeString('progressKey', { description: 'The key subscribed to.' }),
  }),
});

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

const MemeGenerationEvent = builder.unionType('MemeGenerationEvent', {
  description: 'MemeGenerationListening once, then one MemeGenerationProgress per meme.',
  types: [MemeGenerationListening, MemeGenerationProgress],
  resolveType: (event) => ('listening' in event ? MemeGenerationListening : MemeGenerationProgress),
});

/**
 * `events` (the user's memeGenerated topic) with this key only, after a listening event sent once
 * they are really heard: yoga's Repeater adds its listener only when first pulled, so it is pulled
 * before the listening event goes out, and that first pull's promise carries on after it. `heard`
 * covers the rest: with Redis the event target sends SUBSCRIBE without awaiting it, and an event
 * another instance publishes before Redis answers would be lost (see whenListening).
 */
function listenThenFollow(events: AsyncIterable<MemeGeneratedEvent>, progressKey: string, heard: () => Promise<void>) {
  return new Repeater<ProgressEvent>(async (push, stop) => {
    const source = events[Symbol.asyncIterator]();
    void stop.then(() => source.return?.());
    let next = source.next();
    await heard();
    await push({ listening: true, progressKey });
    for (let result = await next; !result.done; result = await next) {
      if (result.value.progressKey === progressKey) await push(result.value);
      next = source.next();
    }
    stop();
  });
}

builder.subscriptionField('memeGenerationProgress', (t) =>
  t.field({
    type: MemeGenerationEvent,
    description:
      'Follows your generateMemes call with the same `progressKey`: first MemeGenerationListening, then each meme as soon as it is written, in order. Subscribe with a fresh random key (16 to 64 letters, digits, `-` or `_`, e.g. a UUID), wait for MemeGenerationListening, then send generateMemes with the same key: events raised before are not replayed, and the mutation still answers with every meme.',
    authScopes: { user: true },
    args: { progressKey: t.arg.string({ required: true }) },
    subscribe: (_root, { progressKey }, context) => {
      if (!PROGRESS_KEY_PATTERN.test(progressKey)) {
        // A subscription has no result union to carry a typed error: the client's mistake, a 400.
        const refused = new InvalidProgressKeyError();
        throw createGraphQLError(refused.message, { extensions: { code: 'BAD_USER_INPUT', messageId: refused.messageId, http: { status: 400 } } });
      }
      const userId = context.viewer!.id;
      // Keyed by user: another account using the same key hears nothing.
      return listenThenFollow(context.pubsub.subscribe('memeGenerated', userId), progressKey, () => whenListening(context.pubsub, 'memeGenerated', userId));
    },
    resolve: (event: ProgressEvent) => event,
  }),
);
