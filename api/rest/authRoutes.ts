// The spec's account calls (section 7) as shims over the GraphQL mutations. Only the known fields
// of a request body become variables: extra keys (tokens, isAdmin, ...) never reach the schema.
import { userErrorHttpStatus } from '../schema/errors';
import { databaseId } from '../schema/globalIds';
import { sitePath, type RestReply, type RestRoute } from './route';

const USER_FIELDS = 'id username email isAdmin tokens';

type GraphQLUser = { id: string; username: string; email: string | null; isAdmin: boolean; tokens: number | null };
/** A typed mutation result: the success type with a viewer, or one of the UserError types. */
type MutationResult = { __typename: string; viewer?: GraphQLUser; message?: string; retryAfterSeconds?: number };

/** The user as the spec's clients read it: a numeric id, never a password or hash. */
export function restUser(user: GraphQLUser) {
  return { id: databaseId('User', user.id), username: user.username, email: user.email, isAdmin: user.isAdmin, tokens: user.tokens };
}

/** `{ error }` with the status of the error type; 429 also says when to come back. */
function errorReply(result: MutationResult, statusOverrides: Record<string, number> = {}): RestReply {
  const status = statusOverrides[result.__typename] ?? userErrorHttpStatus(result.__typename);
  if (result.__typename === 'TooManyAttemptsError') {
    const retryAfterSeconds = result.retryAfterSeconds ?? 1;
    return { status, body: { error: result.message, retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } };
  }
  return { status, body: { error: result.message } };
}

/** Success → the user (with `successStatus`); a typed error → its status and `{ error }`. */
function userOrError(result: MutationResult, successStatus = 200): RestReply {
  return result.viewer ? { status: successStatus, body: restUser(result.viewer) } : errorReply(result);
}

/** A string field of the body, or '' so the form rules answer with their own message. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The selection every sign-in mutation shares: the user on success, the message and retry delay otherwise. */
function resultSelection(successType: string): string {
  return `__typename ... on ${successType} { viewer { ${USER_FIELDS} } } ... on UserError { message } ... on TooManyAttemptsError { retryAfterSeconds }`;
}

const login: RestRoute = {
  method: 'POST',
  path: '/api/login',
  operation: `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${resultSelection('LoginSuccess')} } }`,
  variables: ({ body }) => ({ input: { username: text(body.username), password: text(body.password) } }),
  respond: ({ login }) => userOrError(login),
};

const register: RestRoute = {
  method: 'POST',
  path: '/api/register',
  operation: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${resultSelection('RegisterSuccess')} } }`,
  variables: ({ body }) => ({
    input: { username: text(body.username), email: typeof body.email === 'string' ? body.email : null, password: text(body.password) },
  }),
  respond: ({ register }) => userOrError(register, 201),
};

const logout: RestRoute = {
  method: 'POST',
  path: '/api/logout',
  operation: 'mutation RestLogout { logout { success } }',
  respond: ({ logout }) => ({ status: 200, body: { success: logout.success } }),
};

const firebaseAuth: RestRoute = {
  method: 'POST',
  path: '/api/firebase-auth',
  operation: `mutation RestFirebaseAuth($input: SignInWithFirebaseInput!) { signInWithFirebase(input: $input) { ${resultSelection('SignInWithFirebaseSuccess')} } }`,
  variables: ({ body }) => ({ input: { idToken: text(body.token) } }),
  respond: ({ signInWithFirebase }) => userOrError(signInWithFirebase),
};

const changePassword: RestRoute = {
  method: 'POST',
  path: '/api/user/change-password',
  operation: `mutation RestChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ${resultSelection('ChangePasswordSuccess')} } }`,
  variables: ({ body }) => ({ input: { currentPassword: text(body.currentPassword), newPassword: text(body.newPassword) } }),
  respond: ({ changePassword: result }) =>
    result.viewer
      ? { status: 200, body: { success: true, message: 'Your password has been updated successfully.' } }
      : // A wrong current password is a 400: the caller is signed in, a 401 would read as "signed out".
        errorReply(result, { InvalidCredentialsError: 400 }),
};

const deleteAccount: RestRoute = {
  method: 'DELETE',
  path: '/api/user',
  operation: 'mutation RestDeleteAccount { deleteAccount { deletedUserId } }',
  respond: () => ({ status: 200, body: { success: true } }),
};

const notSignedIn: RestReply = { status: 401, body: { error: 'Not authenticated' } };

// The spec's lists have no paging: the newest page of the largest size that fits the cost limit
// (which counts `first` whether literal or variable): 100 memes cost 3452, 50 purchases 2867.
const LIST_SIZE = 100;
const PURCHASE_LIST_SIZE = 50;

const userMemes: RestRoute = {
  method: 'GET',
  path: '/api/memes/user',
  operation: 'query RestUserMemes($first: Int!) { viewer { memes(first: $first) { edges { node { id imageUrl description createdAt } } } } }',
  variables: () => ({ first: LIST_SIZE }),
  respond: ({ viewer }) =>
    viewer
      ? {
          status: 200,
          body: viewer.memes.edges.map(({ node }: { node: { id: string; imageUrl: string; description: string | null; createdAt: string } }) => ({
            ...node,
            id: databaseId('Meme', node.id),
            imageUrl: sitePath(node.imageUrl),
          })),
        }
      : notSignedIn,
};

type PurchaseNode = { id: string; createdAt: string; amount: number; status: string; tokenCount: number; tokenPack: { name: string } };

const userPurchases: RestRoute = {
  method: 'GET',
  path: '/api/user/purchases',
  operation:
    'query RestUserPurchases($first: Int!) { viewer { purchases(first: $first) { edges { node { id createdAt amount status tokenCount tokenPack { name } } } } } }',
  variables: () => ({ first: PURCHASE_LIST_SIZE }),
  respond: ({ viewer }) =>
    viewer
      ? {
          status: 200,
          body: viewer.purchases.edges.map(({ node }: { node: PurchaseNode }) => ({
            id: databaseId('TokenPurchase', node.id),
            createdAt: node.createdAt,
            // The tokens this purchase credited, even if the pack was edited since.
            tokenPack: { name: node.tokenPack.name, tokens: node.tokenCount },
            amount: node.amount,
            status: node.status,
          })),
        }
      : notSignedIn,
};

export const authRoutes: RestRoute[] = [login, register, logout, firebaseAuth, changePassword, deleteAccount, userMemes, userPurchases];
