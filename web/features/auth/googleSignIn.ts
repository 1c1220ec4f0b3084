import type * as FirebaseAuthSdk from '@firebase/auth';
import type { Auth } from '@firebase/auth';
import { rememberFirebaseSession } from './firebaseSession';

/** The public settings the server hands out in appInfo.firebase. */
export type FirebaseWebConfig = {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId?: string | null;
};

export type GoogleSignInOutcome = { kind: 'signedIn'; idToken: string } | { kind: 'canceled' };

// The user closed the popup, or a second click replaced the first popup.
const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

let firebase: Promise<{ auth: Auth; sdk: typeof FirebaseAuthSdk }> | null = null;

/** Downloads the SDK on first use and sets it up once per page. */
function loadFirebase(config: FirebaseWebConfig) {
  firebase ??= Promise.all([import('@firebase/app'), import('@firebase/auth')]).then(([appSdk, sdk]) => {
    const { apiKey, authDomain, projectId, appId } = config;
    const app = appSdk.initializeApp({ apiKey, authDomain, projectId, ...(appId ? { appId } : {}) });
    // Our session is the cookie; Firebase's needs to outlive neither the page nor a logout.
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    return { auth, sdk };
  });
  firebase.catch(() => {
    firebase = null; // e.g. offline while downloading: the next click tries again
  });
  return firebase;
}

/**
 * Starts downloading the SDK ahead of the click: browsers only allow a popup shortly after the
 * user's click, so the click itself should not wait for a download.
 */
export function prepareGoogleSignIn(config: FirebaseWebConfig) {
  loadFirebase(config).catch((error: unknown) => console.warn('Could not load the Firebase SDK', error));
}

/**
 * Opens Google's sign-in popup (500×600, the Firebase SDK's size) and returns the Firebase ID
 * token for the server to verify, or `canceled` when the user closed the popup.
 */
export async function signInWithGoogle(config: FirebaseWebConfig): Promise<GoogleSignInOutcome> {
  const { auth, sdk } = await loadFirebase(config);
  try {
    const credential = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
    rememberFirebaseSession(() => sdk.signOut(auth));
    return { kind: 'signedIn', idToken: await credential.user.getIdToken() };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && CANCEL_CODES.has(code)) return { kind: 'canceled' };
    throw error;
  }
}
