// Personal API tokens (Authorization: Bearer mm_pat_…): listed in viewer.apiTokens, created and
// revoked only from the signed-in website. Resolvers are thin: the rules live in api/services/apiTokens.
import { apiTokenPreview } from '../auth/apiTokenSecret';
import { createApiToken, revokeApiToken, type CreatedApiToken } from '../services/apiTokens/apiTokens';
import { ApiTokenLimitError, ApiTokenNotFoundError } from '../services/apiTokens/errors';
import { ValidationError } from '../services/errors';
import { builder } from './builder';
import { userErrorType } from './errors';
import { requireRowId } from './globalIds';
import { inputMutation } from './inputMutation';
import { sessionOnly } from './sessionOnly';
import { UserNode } from './user';
import { ROW_NODE } from './rowNode';

/** A personal API token, without its secret (shown only once, by createApiToken). Its owner's alone. */
export const ApiTokenNode = builder.prismaNode('ApiToken', {
  ...ROW_NODE,
  // Not even an administrator reads another person's tokens.
  authScopes: (token) => ({ owner: token.userId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    preview: t.string({
      description: 'The prefix and last four characters of the secret, e.g. "mm_pat_…a1B2", to tell tokens apart.',
      select: { lastFour: true },
      resolve: (token) => apiTokenPreview(token.lastFour),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Last request made with it (to the minute); null if never used.' }),
  }),
});

builder.prismaObjectField(UserNode, 'apiTokens', (t) =>
  t.relation('apiTokens', {
    description: "The user's personal API tokens, newest first. Readable by the user only.",
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    authScopes: (user) => ({ owner: user.id }),
  }),
);

userErrorType(ApiTokenLimitError, {
  name: 'ApiTokenLimitError',
  description: 'The account already has 20 API tokens.',
});

userErrorType(ApiTokenNotFoundError, {
  name: 'ApiTokenNotFoundError',
  description: 'None of your tokens has this id (already revoked, or never existed).',
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({ name: t.string({ required: true, description: '1–64 characters, e.g. "Slack bot".' }) }),
});

const CreateApiTokenSuccess = builder.objectRef<CreatedApiToken>('CreateApiTokenSuccess').implement({
  fields: (t) => ({
    token: t.string({
      description: 'The secret, for `Authorization: Bearer <token>`. Shown this once: only a hash is kept.',
      resolve: (created) => created.secret,
    }),
    apiToken: t.field({ type: ApiTokenNode, nullable: false, resolve: (created) => created.apiToken }),
  }),
});

inputMutation('createApiToken', CreateApiTokenInput, {
  payload: CreateApiTokenSuccess,
  description: 'Creates a personal API token (at most 20 per account). Only from the signed-in website.',
  authScopes: sessionOnly,
  errors: [ValidationError, ApiTokenLimitError],
  resolve: (input, context) => createApiToken(context, input),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'An ApiToken id.' }) }),
});

const RevokeApiTokenSuccess = builder.objectRef<{ id: number }>('RevokeApiTokenSuccess').implement({
  fields: (t) => ({
    revokedApiTokenId: t.globalID({ resolve: (revoked) => ({ type: 'ApiToken', id: revoked.id }) }),
  }),
});

/** Another type's id or a malformed one is no token of yours. */
const noToken = () => new ApiTokenNotFoundError();

inputMutation('revokeApiToken', RevokeApiTokenInput, {
  payload: RevokeApiTokenSuccess,
  description: 'Revokes one of your API tokens: requests and sockets using it are refused from now on. Only from the signed-in website.',
  authScopes: sessionOnly,
  errors: [ApiTokenNotFoundError],
  resolve: async (input, context) => ({ id: await revokeApiToken(context, requireRowId('ApiToken', input.id, noToken)) }),
});
