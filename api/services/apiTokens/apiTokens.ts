// Personal API tokens: created and revoked by their owner in the signed-in website (never with a
// token: api/schema/sessionOnly.ts). Only the secret's hash is stored; api/auth/caller.ts turns a
// Bearer secret back into its owner.
import { API_TOKEN_LIMITS, apiTokenNameSchema } from '../../../core/validation/apiToken';
import { apiTokenSecretHash, newApiTokenSecret } from '../../auth/apiTokenSecret';
import type { ApiToken, PrismaClient } from '../../generated/prisma/client';
import type { AppPubSub } from '../../platform/pubsub';
import { validateInput } from '../errors';
import { ApiTokenLimitError, ApiTokenNotFoundError } from './errors';

export type ApiTokenContext = { prisma: PrismaClient; pubsub: AppPubSub; viewer: { id: number } | null };

/** A new token and its secret, which is shown this once and never again. */
export type CreatedApiToken = { secret: string; apiToken: ApiToken };

function requireOwner(ctx: ApiTokenContext): { id: number } {
  if (!ctx.viewer) throw new Error('the schema lets only signed-in users reach API tokens');
  return ctx.viewer;
}

/** Creates a token named `name` (1–64 characters, trimmed), refusing a 21st. */
export async function createApiToken(ctx: ApiTokenContext, input: { name: string }): Promise<CreatedApiToken> {
  const owner = requireOwner(ctx);
  const parsed = validateInput(apiTokenNameSchema, input);
  const secret = newApiTokenSecret();
  const apiToken = await ctx.prisma.$transaction(async (tx) => {
    // The owner's row is locked so two creations at 19 tokens cannot both pass the count.
    await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${owner.id} FOR UPDATE`;
    if ((await tx.apiToken.count({ where: { userId: owner.id } })) >= API_TOKEN_LIMITS.perUser) throw new ApiTokenLimitError();
    return tx.apiToken.create({ data: { userId: owner.id, name: parsed.name, secretHash: apiTokenSecretHash(secret), lastFour: secret.slice(-4) } });
  });
  return { secret, apiToken };
}

/** Revokes one of the viewer's tokens: it stops working at once, and sockets opened with it close. */
export async function revokeApiToken(ctx: ApiTokenContext, tokenId: number): Promise<number> {
  const owner = requireOwner(ctx);
  const { count } = await ctx.prisma.apiToken.deleteMany({ where: { id: tokenId, userId: owner.id } });
  if (count === 0) throw new ApiTokenNotFoundError();
  ctx.pubsub.publish('apiTokenRevoked', tokenId, { userId: owner.id });
  return tokenId;
}
