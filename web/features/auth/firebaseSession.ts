// Kept free of Firebase imports: the navigation (initial bundle) calls signOutOfFirebase() on
// logout, while the SDK itself is only downloaded by the Google button (see googleSignIn.ts).

let endSession: (() => Promise<void>) | null = null;

/** Called by the Google sign-in once Firebase holds a session in this page. */
export function rememberFirebaseSession(signOut: () => Promise<void>) {
  endSession = signOut;
}

/** Ends the Firebase session if this page signed in with it; otherwise does nothing. */
export async function signOutOfFirebase() {
  const signOut = endSession;
  endSession = null;
  if (!signOut) return;
  try {
    await signOut();
  } catch (error) {
    // Our own session is already gone; the Firebase one is in memory only and dies with the page.
    console.warn('Firebase sign-out failed', error);
  }
}
