// When this tab's subscription socket may reconnect. The server closes every socket of a user
// whose sessions ended (logout elsewhere, password change, ban); reopening it with a dead cookie
// fails loudly (HTTP 401), and a tab signing itself out must not race its own sign-out.

/** Close code the server uses when the user's sessions ended (logout, password change, ban). */
export const SESSION_ENDED_CLOSE_CODE = 4403;

export type SocketSessionDeps = {
  /** Whether this browser's cookie is still a live session. */
  hasSession: () => Promise<boolean>;
  /** Waits before the given retry (the default is `backoff`). */
  wait?: (retries: number) => Promise<void>;
  /** The session ended elsewhere for good: the shell reloads as a visitor. */
  onSessionEnded: () => void;
};

export type SocketSession = {
  /** graphql-ws' `shouldRetry`: always retry, remembering a 'session ended' close. */
  shouldRetry: (reason: unknown) => boolean;
  /** graphql-ws' `retryWait`. */
  retryWait: (retries: number) => Promise<void>;
  /** Called just before this tab ends its own session; the returned function lifts the hold. */
  holdForSignOut: () => () => void;
  /** Counts a subscription as open; the returned function (safe to call twice) closes it. */
  subscriptionOpened: () => () => void;
};

/** Randomised exponential backoff: about 1 s, 2 s, 4 s … capped at 30 s. */
export function backoff(retries: number): Promise<void> {
  const base = Math.min(30_000, 1000 * 2 ** retries);
  return new Promise<void>((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
}

/** The reconnect rules of one tab's subscription socket. */
export function createSocketSession({ hasSession, wait = backoff, onSessionEnded }: SocketSessionDeps): SocketSession {
  let sessionEnded = false;
  /** Subscriptions this tab holds open (Relay disposes them when their component unmounts). */
  let activeSubscriptions = 0;
  /** This tab is signing out (logout, account deletion): its sockets must not reconnect. */
  let signingOut = false;

  return {
    // Network failures (server restarting, laptop asleep) are worth retrying too.
    shouldRetry(reason) {
      if ((reason as { code?: number } | null)?.code === SESSION_ENDED_CLOSE_CODE) sessionEnded = true;
      return true;
    },

    // After the server ended the user's sessions, wait until this browser has a live session
    // again (a password change gives this tab a fresh cookie) or until the tab dropped its
    // subscriptions (it signed out).
    async retryWait(retries) {
      if (!sessionEnded && !signingOut) return wait(retries);
      for (let attempt = 0; activeSubscriptions > 0; attempt += 1) {
        if (!signingOut && (await hasSession()) && !signingOut) {
          sessionEnded = false;
          return;
        }
        // Not at once: this tab's own password change brings its fresh cookie a moment later.
        if (attempt === 1 && !signingOut) onSessionEnded();
        await wait(attempt);
      }
    },

    // Until its subscriptions are gone (the shell reloads as a visitor), a socket the server
    // closes is not reopened: checking the session first would race the sign-out.
    holdForSignOut() {
      signingOut = activeSubscriptions > 0;
      return () => {
        signingOut = false;
      };
    },

    subscriptionOpened() {
      activeSubscriptions += 1;
      let closed = false;
      return () => {
        if (!closed) activeSubscriptions -= 1;
        closed = true;
        // The signed-in part of the tab is gone: whatever subscribes next belongs to a new session.
        if (activeSubscriptions === 0) signingOut = false;
      };
    },
  };
}
