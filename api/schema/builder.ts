import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { createGraphQLError } from 'graphql-yoga';
import type PrismaTypes from '../generated/pothos-types';
import { getDatamodel } from '../generated/pothos-types';
import type { Context } from '../context';
import { API_TOKEN_FORBIDDEN_MESSAGE, failedScopes, SESSION_ONLY_SCOPES } from './sessionOnly';
import { checkNodeIdCount, completeValueList, INVALID_TYPENAME, isNodeType } from './nodeLookup';

/**
 * The one Pothos builder. It holds plugins, scopes and context and defines no types: each type
 * lives in its own file under api/schema/.
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    /** Nobody is signed in. */
    visitor: boolean;
    /** Somebody is signed in (with the website's session or a personal API token). */
    user: boolean;
    /**
     * Signed in with the website's session, not an API token: the scope of what a leaked token must
     * never reach (password, account deletion, tokens, payments, signing out).
     */
    sessionUser: boolean;
    /** An administrator signed in with the website's session (a token never carries admin rights). */
    admin: boolean;
    /** The signed-in user is the user with this id (or an admin). */
    self: number;
    /** The signed-in user is the user with this id; an admin only for themselves. */
    owner: number;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    ID: { Input: string; Output: string | number };
    /** A file of a GraphQL multipart request (input only). */
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  // Relay first so scopes see decoded global ids; scope-auth before plugins that wrap resolvers.
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin],
  scopeAuth: {
    authScopes: (context) => {
      const viewer = context.viewer;
      const session = viewer !== null && viewer.apiTokenId === undefined;
      return {
        visitor: viewer === null,
        user: viewer !== null,
        sessionUser: session,
        admin: session && viewer.isAdmin,
        self: (userId) => viewer !== null && (viewer.id === userId || (session && viewer.isAdmin)),
        owner: (userId) => viewer !== null && viewer.id === userId,
      };
    },
    unauthorizedError: (_parent, context, _info, { failure }) => {
      if (!context.viewer) return createGraphQLError('Please sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
      if (context.viewer.apiTokenId !== undefined && SESSION_ONLY_SCOPES.some((scope) => failedScopes(failure).has(scope))) {
        return createGraphQLError(API_TOKEN_FORBIDDEN_MESSAGE, { extensions: { code: 'FORBIDDEN' } });
      }
      return createGraphQLError('You are not allowed to do that.', { extensions: { code: 'FORBIDDEN' } });
    },
  },
  relay: {
    // A malformed id is "no such node" (null), as for an unknown one, rather than an error that
    // would fail a whole page query.
    decodeGlobalID: (globalID) => {
      try {
        return decodeGlobalID(globalID);
      } catch {
        return { typename: INVALID_TYPENAME, id: globalID };
      }
    },
    nodeQueryOptions: {
      resolve: (_root, { id }, _context, info, resolveNode) => (isNodeType(info.schema, id.typename, String(id.id)) ? resolveNode(id) : null),
    },
    nodesQueryOptions: {
      resolve: (_root, args, _context, info, resolveNodes) => {
        const all = args.ids;
        checkNodeIdCount(all);
        const known = all.filter((id) => isNodeType(info.schema, id.typename, String(id.id)));
        // Pothos' resolveNodes reads `args.ids` itself (its parameter is ignored), so narrow it there.
        args.ids = known;
        return completeValueList(resolveNodes(known), all, known);
      },
    },
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // Catches resolvers that forget to pass Pothos' `query` to Prisma (N+1 in disguise).
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
});
