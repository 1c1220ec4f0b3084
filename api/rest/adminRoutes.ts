// GET /api/admin/users (spec section 7) as a shim over the admin-scoped `adminUsers` query: a
// visitor gets 401, a signed-in user 403.
import { databaseId } from '../schema/globalIds';
import type { RestRoute } from './route';

type AdminUserNode = { id: string; username: string; email: string | null; status: string; isAdmin: boolean; tokens: number | null };

/** A positive whole number from the query string, or null (the schema's default then applies). */
function positiveInt(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

const users: RestRoute = {
  method: 'GET',
  path: '/api/admin/users',
  operation: /* GraphQL */ `
    query RestAdminUsers($page: Int, $limit: Int, $search: String) {
      adminUsers(page: $page, limit: $limit, search: $search) {
        users { id username email status isAdmin tokens }
        pagination { page limit total totalPages }
      }
    }
  `,
  variables: ({ query }) => ({
    page: positiveInt(query.get('page')) ?? 1,
    limit: positiveInt(query.get('limit')) ?? 10,
    search: query.get('search') ?? '',
  }),
  respond: ({ adminUsers }) => ({
    status: 200,
    body: {
      users: adminUsers.users.map((user: AdminUserNode) => ({ ...user, id: databaseId('User', user.id) })),
      pagination: adminUsers.pagination,
    },
  }),
};

export const adminRoutes: RestRoute[] = [users];
