// The admin moderation queue: shared memes with open reports, the most recently reported first.
// Admin-scoped, like every field an administrator reads (SECURITY.md check 6).
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { countQueue, queuePage, type QueueEntry } from '../services/moderation/queue';
import { builder } from './builder';
import { MemeNode } from './meme';
import { MemeReportReason } from './reportMutation';
import { userField } from './rowFields';

const admin = { admin: true } as const;
const MAX_PAGE = 50;

const ReasonCount = builder.objectRef<QueueEntry['reasons'][number]>('MemeReportReasonCount').implement({
  fields: (t) => ({
    reason: t.field({ type: MemeReportReason, resolve: (entry) => entry.reason }),
    count: t.exposeInt('count'),
  }),
});

type Entry = QueueEntry & { ownerId: number };

const ModerationQueueEntry = builder.objectRef<Entry>('ModerationQueueEntry').implement({
  description: 'A reported meme with its open reports.',
  fields: (t) => ({
    // Not a Node, but a unique id keeps the client store sound (one entry per meme).
    id: t.globalID({ resolve: (entry) => ({ type: 'ModerationQueueEntry', id: String(entry.memeId) }) }),
    meme: t.prismaField({
      type: MemeNode,
      resolve: (query, entry, _args, context) => context.prisma.meme.findUniqueOrThrow({ ...query, where: { id: entry.memeId } }),
    }),
    owner: userField(t, (entry) => entry.ownerId, "The meme's owner."),
    reportCount: t.exposeInt('reportCount', { description: 'Open reports, one per reporting address.' }),
    reasons: t.field({ type: [ReasonCount], description: 'Open reports by reason, the most frequent first.', resolve: (entry) => entry.reasons }),
    latestReportAt: t.expose('latestReportAt', { type: 'DateTime' }),
    details: t.exposeStringList('details', { description: "The newest reporters' own words (at most 5)." }),
  }),
});

builder.queryField('moderationQueue', (t) =>
  t.connection(
    {
      type: ModerationQueueEntry,
      description: `Shared memes with open reports, the most recently reported first; ${MAX_PAGE} per page at most.`,
      authScopes: admin,
      resolve: (_root, args, context) =>
        resolveOffsetConnection({ args, defaultSize: 20, maxSize: MAX_PAGE }, async ({ offset, limit }) => {
          const entries = await queuePage(context.prisma, { offset, limit });
          const owners = await context.prisma.meme.findMany({
            where: { id: { in: entries.map((entry) => entry.memeId) } },
            select: { id: true, userId: true },
          });
          const ownerOf = new Map(owners.map((meme) => [meme.id, meme.userId]));
          // A meme deleted between the two reads takes its reports with it: left out.
          return entries.flatMap((entry) => (ownerOf.has(entry.memeId) ? [{ ...entry, ownerId: ownerOf.get(entry.memeId)! }] : []));
        }),
    },
    {
      name: 'ModerationQueueConnection',
      fields: (t) => ({
        totalCount: t.int({
          description: 'Memes waiting for a moderator, across all pages.',
          resolve: (_connection, _args, context) => countQueue(context.prisma),
        }),
      }),
    },
  ),
);
