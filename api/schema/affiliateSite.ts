// The partner sites of the /uwu page: public to read, changed only by administrators
// (affiliateMutations.ts).
import { builder } from './builder';
import { rowIdOf } from './globalIds';
import { ROW_NODE } from './rowNode';

/** A partner site shown on /affiliates, /affiliate and /uwu. Public. */
export const AffiliateSiteNode = builder.prismaNode('AffiliateSite', {
  ...ROW_NODE,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The number in REST paths and admin URLs (/admin/affiliate-sites/{databaseId}).' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    url: t.exposeString('url', { description: 'An http(s) URL; link to it with rel="noopener noreferrer".' }),
    logoUrl: t.exposeString('logoUrl', { description: 'An http(s) image URL.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** Shared by the list and the create mutation's payload, so a client can append the new edge. */
export const AffiliateSiteEdge = builder.edgeObject({ name: 'AffiliateSiteEdge', type: AffiliateSiteNode });

builder.queryField('affiliateSites', (t) =>
  t.prismaConnection(
    {
      type: 'AffiliateSite',
      cursor: 'id',
      description: 'Partner sites, oldest first (a new site is added at the end). Up to 500 per page.',
      maxSize: 500,
      defaultSize: 100,
      // Public: the partner page is shown to everybody.
      resolve: (query, _root, _args, context) => context.prisma.affiliateSite.findMany({ ...query, orderBy: { id: 'asc' } }),
    },
    { name: 'AffiliateSiteConnection' },
    AffiliateSiteEdge,
  ),
);

builder.queryField('affiliateSite', (t) =>
  t.prismaField({
    type: 'AffiliateSite',
    nullable: true,
    description: 'One partner site, or null when no site has this id.',
    args: { id: t.arg.globalID({ required: true, description: 'An AffiliateSite id.' }) },
    // Public: every site is shown on the public partner page anyway.
    resolve: (query, _root, { id }, context) => {
      const siteId = rowIdOf('AffiliateSite', id);
      return siteId === null ? null : context.prisma.affiliateSite.findUnique({ ...query, where: { id: siteId } });
    },
  }),
);
