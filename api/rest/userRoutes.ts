import { databaseId } from '../schema/globalIds';
import type { RestRoute } from './route';

/** GET /api/user: the current user, 401 for a visitor (the spec's clients treat 401 as "nobody"). */
const currentUser: RestRoute = {
  method: 'GET',
  path: '/api/user',
  operation: /* GraphQL */ `
    query RestCurrentUser { viewer { id username email isAdmin tokens } }
  `,
  respond: ({ viewer }) =>
    viewer ? { status: 200, body: { ...viewer, id: databaseId('User', viewer.id) } } : { status: 401, body: { error: 'Not authenticated' } },
};

export const userRoutes: RestRoute[] = [currentUser];
