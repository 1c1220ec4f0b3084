// The server cannot read the language a visitor chose (it lives in localStorage), so the app
// repeats it in a cookie: the HTML shell (api/webApp/appShell.ts) is then drawn in the language the
// app will show. No imports: the build (scripts/vite/prerenderShells.ts) reads it too.

/** Cookie holding the interface language code; the build passes its name on to the server. */
export const LANGUAGE_COOKIE = 'mm-lang';

/** Remembers `code` for the server's next HTML shell (a year, whole site, first-party only). */
export function writeLanguageCookie(code: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
}
