// The spec's affiliate site calls (section 7) as shims over GraphQL. Reading is public; writing is
// the schema's admin scope (a visitor gets 401, a signed-in user 403). Clients use plain numbers.
import { userErrorHttpStatus } from '../schema/errors';
import { databaseId, encodeGlobalID } from '../schema/globalIds';
import type { RestReply, RestRoute } from './route';

const SITE_FIELDS = 'databaseId title description url logoUrl createdAt updatedAt';

type SiteNode = { databaseId: number; title: string; description: string; url: string; logoUrl: string; createdAt: string; updatedAt: string };

/** A site as the spec's clients read it. */
function restSite({ databaseId: id, ...site }: SiteNode) {
  return { id, ...site };
}

/** `/api/affiliate-sites/7` names the site by its number; a global id is accepted too. */
function siteGlobalId(param: string): string {
  return /^\d{1,15}$/.test(param) ? encodeGlobalID('AffiliateSite', param) : param;
}

const notFound: RestReply = { status: 404, body: { error: 'Affiliate Site Not Found' } };

type MutationResult = { __typename: string; message?: string; fieldErrors?: { field: string; message: string }[] };

/** A typed error → its status and `{ error }` (plus each field's message for validation). */
function errorReply(result: MutationResult): RestReply {
  const status = userErrorHttpStatus(result.__typename);
  return { status, body: { error: result.message, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}) } };
}

const ERROR_FIELDS = '... on UserError { message } ... on ValidationError { fieldErrors { field message } }';

/** Only the form's four fields travel; a non-string value counts as empty, so the rules answer. */
function siteFields(body: Record<string, unknown>, onlyPresent: boolean) {
  const fields: Record<string, string> = {};
  for (const name of ['title', 'url', 'description', 'logoUrl']) {
    if (onlyPresent && !(name in body)) continue;
    const value = body[name];
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

// Every site at once: the cost limit counts this administrators-only list as 20 items at most
// (api/graphql/costLimit.ts), whatever `first` says.
const LIST_SIZE = 500;

const list: RestRoute = {
  method: 'GET',
  path: '/api/affiliate-sites',
  operation: `query RestAffiliateSites($first: Int!) { affiliateSites(first: $first) { edges { node { ${SITE_FIELDS} } } } }`,
  variables: () => ({ first: LIST_SIZE }),
  respond: ({ affiliateSites }) => ({ status: 200, body: affiliateSites.edges.map(({ node }: { node: SiteNode }) => restSite(node)) }),
};

const single: RestRoute = {
  method: 'GET',
  path: '/api/affiliate-sites/:id',
  operation: `query RestAffiliateSite($id: ID!) { affiliateSite(id: $id) { ${SITE_FIELDS} } }`,
  variables: ({ params }) => ({ id: siteGlobalId(params.id!) }),
  respond: ({ affiliateSite }) => (affiliateSite ? { status: 200, body: restSite(affiliateSite) } : notFound),
};

const create: RestRoute = {
  method: 'POST',
  path: '/api/admin/affiliate-sites',
  operation: `mutation RestCreateAffiliateSite($input: CreateAffiliateSiteInput!) {
    createAffiliateSite(input: $input) { __typename ... on CreateAffiliateSitePayload { affiliateSite { ${SITE_FIELDS} } } ${ERROR_FIELDS} }
  }`,
  variables: ({ body }) => ({ input: siteFields(body, false) }),
  respond: ({ createAffiliateSite: result }) => (result.affiliateSite ? { status: 201, body: restSite(result.affiliateSite) } : errorReply(result)),
};

const update: RestRoute = {
  method: 'PATCH',
  path: '/api/admin/affiliate-sites/:id',
  operation: `mutation RestUpdateAffiliateSite($input: UpdateAffiliateSiteInput!) {
    updateAffiliateSite(input: $input) { __typename ... on UpdateAffiliateSitePayload { affiliateSite { ${SITE_FIELDS} } } ${ERROR_FIELDS} }
  }`,
  variables: ({ params, body }) => ({ input: { id: siteGlobalId(params.id!), ...siteFields(body, true) } }),
  respond: ({ updateAffiliateSite: result }) => (result.affiliateSite ? { status: 200, body: restSite(result.affiliateSite) } : errorReply(result)),
};

const remove: RestRoute = {
  method: 'DELETE',
  path: '/api/admin/affiliate-sites/:id',
  operation: `mutation RestDeleteAffiliateSite($id: ID!) {
    deleteAffiliateSite(id: $id) { __typename ... on DeleteAffiliateSitePayload { deletedAffiliateSiteId } ... on UserError { message } }
  }`,
  variables: ({ params }) => ({ id: siteGlobalId(params.id!) }),
  respond: ({ deleteAffiliateSite: result }) =>
    result.deletedAffiliateSiteId
      ? { status: 200, body: { success: true, id: databaseId('AffiliateSite', result.deletedAffiliateSiteId) } }
      : errorReply(result),
};

export const affiliateRoutes: RestRoute[] = [list, single, create, update, remove];
