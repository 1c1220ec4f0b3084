// What an administrator does with a reported meme (api/services/moderation/actions.ts has the
// rules): dismiss its reports, unpublish it, delete it, or ban its owner.
import { adminDeleteMeme, banMemeOwner, dismissMemeReports, unpublishMeme } from '../services/moderation/actions';
import { MemeNotFoundError } from '../services/generation/errors';
import type { Context } from '../context';
import { CannotBanSelfError } from './adminErrors';
import { builder } from './builder';
import './generationErrors';
import { encodeGlobalID, requireRowId, type DecodedGlobalID } from './globalIds';
import { inputMutation } from './inputMutation';
import { MemeNode } from './meme';
import { userField } from './rowFields';

const admin = { admin: true } as const;

const memeId = (globalId: DecodedGlobalID) => requireRowId('Meme', globalId, () => new MemeNotFoundError());

const ModeratedMemeInput = builder.inputType('ModeratedMemeInput', {
  fields: (t) => ({ memeId: t.globalID({ required: true, description: 'A Meme id (ModerationQueueEntry.meme.id).' }) }),
});

/** The meme after the action, and the queue entry it leaves (to remove from a client's list). */
const ModeratedMemePayload = builder.objectRef<{ memeId: number }>('ModeratedMemePayload').implement({
  fields: (t) => ({
    meme: t.prismaField({
      type: MemeNode,
      resolve: (query, payload, _args, context) => context.prisma.meme.findUniqueOrThrow({ ...query, where: { id: payload.memeId } }),
    }),
    resolvedEntryId: t.id({ resolve: (payload) => encodeGlobalID('ModerationQueueEntry', String(payload.memeId)) }),
  }),
});

function memeAction(name: string, description: string, action: (context: Context, memeId: number) => Promise<number>) {
  inputMutation(name, ModeratedMemeInput, {
    payload: ModeratedMemePayload,
    description,
    authScopes: admin,
    errors: [MemeNotFoundError],
    resolve: async (input, context) => ({ memeId: await action(context, memeId(input.memeId)) }),
  });
}

memeAction('dismissMemeReports', "Closes the meme's open reports; it stays shared.", dismissMemeReports);
memeAction(
  'unpublishMeme',
  'Takes the meme off its share link at once (its page and pictures answer 404) and closes its reports; its owner sees Meme.unpublishedAt and cannot share it again.',
  (context, id) => unpublishMeme(context, id),
);

const AdminDeleteMemePayload = builder.objectRef<{ memeId: number }>('AdminDeleteMemePayload').implement({
  fields: (t) => ({
    deletedMemeId: t.id({ resolve: (payload) => encodeGlobalID('Meme', String(payload.memeId)) }),
    resolvedEntryId: t.id({ resolve: (payload) => encodeGlobalID('ModerationQueueEntry', String(payload.memeId)) }),
  }),
});

inputMutation('adminDeleteMeme', ModeratedMemeInput, {
  payload: AdminDeleteMemePayload,
  description: 'Deletes any meme for good, with its reports: its picture and share page answer 404 from then on.',
  authScopes: admin,
  errors: [MemeNotFoundError],
  resolve: async (input, context) => ({ memeId: await adminDeleteMeme(context, memeId(input.memeId)) }),
});

const BanMemeOwnerPayload = builder.objectRef<{ memeId: number; ownerId: number }>('BanMemeOwnerPayload').implement({
  fields: (t) => ({
    owner: userField(t, (payload) => payload.ownerId, 'The banned owner.'),
    meme: t.prismaField({
      type: MemeNode,
      resolve: (query, payload, _args, context) => context.prisma.meme.findUniqueOrThrow({ ...query, where: { id: payload.memeId } }),
    }),
    resolvedEntryId: t.id({ resolve: (payload) => encodeGlobalID('ModerationQueueEntry', String(payload.memeId)) }),
  }),
});

inputMutation('banMemeOwner', ModeratedMemeInput, {
  payload: BanMemeOwnerPayload,
  description: "Bans the meme's owner (as setUserStatus BANNED: every session and API token ends) and unpublishes the meme.",
  authScopes: admin,
  errors: [MemeNotFoundError, CannotBanSelfError],
  resolve: async (input, context) => {
    const id = memeId(input.memeId);
    return { memeId: id, ownerId: await banMemeOwner(context, id) };
  },
});
