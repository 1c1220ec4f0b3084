// Administrators add, change and remove partner sites. Resolvers are thin: the rules live in
// api/services/affiliates.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type { AffiliateSite } from '../generated/prisma/client';
import { createAffiliateSite, deleteAffiliateSite, updateAffiliateSite } from '../services/affiliates/affiliateSites';
import { ValidationError } from '../services/errors';
import { AffiliateSiteNotFoundError } from './affiliateErrors';
import { AffiliateSiteEdge, AffiliateSiteNode } from './affiliateSite';
import { builder } from './builder';
import { requireRowId } from './globalIds';
import { inputMutation } from './inputMutation';
import './errors';

const admin = { admin: true } as const;

const CreateAffiliateSiteInput = builder.inputType('CreateAffiliateSiteInput', {
  description: 'Title 1–100 characters, description 1–500, url and logoUrl http(s) URLs.',
  fields: (t) => ({
    title: t.string({ required: true }),
    url: t.string({ required: true }),
    description: t.string({ required: true }),
    logoUrl: t.string({ required: true }),
  }),
});

const UpdateAffiliateSiteInput = builder.inputType('UpdateAffiliateSiteInput', {
  description: 'The fields to change; the others keep their value. The same rules as on creation.',
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'An AffiliateSite id.' }),
    title: t.string(),
    url: t.string(),
    description: t.string(),
    logoUrl: t.string(),
  }),
});

const CreateAffiliateSitePayload = builder.objectRef<AffiliateSite>('CreateAffiliateSitePayload').implement({
  description: 'The new site, also as an edge to append to affiliateSites lists (new sites come last).',
  fields: (t) => ({
    affiliateSite: t.field({ type: AffiliateSiteNode, nullable: false, resolve: (site) => site }),
    affiliateSiteEdge: t.field({ type: AffiliateSiteEdge, resolve: (site) => ({ cursor: formatPrismaCursor(site, 'id'), node: site }) }),
  }),
});

inputMutation('createAffiliateSite', CreateAffiliateSiteInput, {
  payload: CreateAffiliateSitePayload,
  description: 'Adds a partner site to the /uwu page.',
  authScopes: admin,
  errors: [ValidationError],
  resolve: (input, context) => createAffiliateSite(context, input),
});

const UpdateAffiliateSitePayload = builder.objectRef<AffiliateSite>('UpdateAffiliateSitePayload').implement({
  fields: (t) => ({
    affiliateSite: t.field({ type: AffiliateSiteNode, nullable: false, resolve: (site) => site }),
  }),
});

/** An id of another type or a malformed one is no site. */
const noSite = () => new AffiliateSiteNotFoundError();

inputMutation('updateAffiliateSite', UpdateAffiliateSiteInput, {
  payload: UpdateAffiliateSitePayload,
  description: "Changes a partner site's title, url, description or logo.",
  authScopes: admin,
  errors: [ValidationError, AffiliateSiteNotFoundError],
  resolve: ({ id, ...fields }, context) => updateAffiliateSite(context, requireRowId('AffiliateSite', id, noSite), fields),
});

const DeleteAffiliateSitePayload = builder.objectRef<{ id: number }>('DeleteAffiliateSitePayload').implement({
  fields: (t) => ({
    deletedAffiliateSiteId: t.globalID({ resolve: (deleted) => ({ type: 'AffiliateSite', id: deleted.id }) }),
  }),
});

builder.mutationField('deleteAffiliateSite', (t) =>
  t.field({
    type: DeleteAffiliateSitePayload,
    description: 'Removes a partner site from the /uwu page.',
    authScopes: admin,
    args: { id: t.arg.globalID({ required: true, description: 'An AffiliateSite id.' }) },
    errors: { types: [AffiliateSiteNotFoundError], directResult: true, union: { name: 'DeleteAffiliateSiteResult' } },
    resolve: async (_root, { id }, context) => ({ id: await deleteAffiliateSite(context, requireRowId('AffiliateSite', id, noSite)) }),
  }),
);
