// Checks Firebase ID tokens the way Firebase's Admin SDK does: RS256 signature by one of Google's
// published keys, issuer and audience of our project, issued in the past, not expired, a subject.
// The keys' URL is a setting (FIREBASE_JWKS_URL) so tests can serve their own keys.
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Who the popup signed in, as far as we use it. */
export type FirebaseIdentity = {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
};

/** Resolves the identity, or rejects with the reason the token was refused (for the logs only). */
export type FirebaseTokenVerifier = (idToken: string) => Promise<FirebaseIdentity>;

/** Firebase ID tokens are a few kilobytes at most; anything longer is not one. */
export const MAX_ID_TOKEN_LENGTH = 8192;
/** Firebase ID tokens live one hour. */
const MAX_TOKEN_AGE_SECONDS = 3600;
const CLOCK_TOLERANCE_SECONDS = 30;

/** One verifier per process: the key set is fetched on first use and cached, and refetched on an unknown key id. */
export function createFirebaseTokenVerifier(settings: { projectId: string; jwksUrl: string }): FirebaseTokenVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    // Google rotates its keys every few hours and announces them well ahead.
    cacheMaxAge: 60 * 60 * 1000,
  });
  const issuer = `https://securetoken.google.com/${settings.projectId}`;

  return async (idToken) => {
    if (idToken.length === 0 || idToken.length > MAX_ID_TOKEN_LENGTH) throw new Error('not an ID token');
    const { payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      issuer,
      audience: settings.projectId,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS + CLOCK_TOLERANCE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, email, email_verified: emailVerified, name, picture, auth_time: authTime } = payload;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw new Error('the token has no valid subject');
    if (typeof authTime === 'number' && authTime > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) {
      throw new Error('auth_time is in the future');
    }
    return {
      uid: sub,
      email: typeof email === 'string' ? email : undefined,
      emailVerified: emailVerified === true,
      name: typeof name === 'string' ? name : undefined,
      picture: typeof picture === 'string' ? picture : undefined,
    };
  };
}
