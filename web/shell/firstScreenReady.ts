import type { createBrowserRouter } from 'react-router';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Past this, the app renders with whatever is still loading (spinners), as it did without a shell. */
const MAX_WAIT_MS = 5000;

/**
 * Resolves when the app's first render can show the page rather than loading states: the router
 * has the route's code (else React's first screen is the router's full-screen spinner) and the
 * route queries have answered (the preload script sent them early, so this rarely adds a wait).
 * Until then the server's HTML shell (web/shell/renderShell.tsx) stays on screen; rendering over
 * it with spinners would blank the heading that is already painted.
 */
export function firstScreenReady(router: AppRouter): Promise<void> {
  const ready = routerInitialized(router).then(() => Promise.all(Object.values(router.state.loaderData).map(queryAnswered)));
  return Promise.race([ready.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}

function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** A loader's Relay query reference settles when its network request ends (a replaying observable). */
function queryAnswered(data: unknown): Promise<void> {
  const source = (data as Partial<PreloadedQuery<OperationType>> | null)?.source;
  if (!source) return Promise.resolve();
  return new Promise((resolve) => {
    source.subscribe({ complete: () => resolve(), error: () => resolve(), unsubscribe: () => resolve() });
  });
}
