/**
 * Content-Security-Policy for the app shell. Stripe's and Google's hosts are listed because the
 * payment element and the sign-in popup load from there; everything else is our own origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://apis.google.com https://www.gstatic.com",
  // emotion injects <style> elements at run time
  "style-src 'self' 'unsafe-inline'",
  // template images come through /media; partner logos are arbitrary https images
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com https://*.googleapis.com https://*.firebaseapp.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com https://*.firebaseapp.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for HTML documents. */
export function htmlSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    // the Google sign-in popup must be able to message its opener
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/** Headers every response carries. */
export function applyCommonSecurityHeaders(headers: Headers, secure: boolean): void {
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  if (secure) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
