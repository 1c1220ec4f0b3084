import { useEffect } from 'react';

/** Sets the document title to "<page> · <app>" while the calling page is shown. */
export function usePageTitle(page: string, app: string) {
  useEffect(() => {
    document.title = page === app ? app : `${page} · ${app}`;
  }, [page, app]);
}
