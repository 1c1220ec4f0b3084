import { z } from 'zod';
import { messageIds } from '../errors/messageId';

/**
 * Personal API token rules, one definition for the settings form and the server. Each issue's
 * `message` is a message id (a key of locales/<code>.json).
 */
export const apiTokenMessages = messageIds({
  nameRequired: 'ApiTokens.nameRequired',
  nameTooLong: 'ApiTokens.nameTooLong',
  limitReached: 'ApiTokens.limitReached',
  notFound: 'ApiTokens.notFound',
});

export const API_TOKEN_LIMITS = { nameMax: 64, perUser: 20 } as const;

/** A token's name: 1–64 characters after trimming. */
export const apiTokenNameSchema = z.object({
  name: z.string().trim().min(1, apiTokenMessages.nameRequired).max(API_TOKEN_LIMITS.nameMax, apiTokenMessages.nameTooLong),
});
