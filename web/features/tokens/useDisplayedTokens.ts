import { useEffect, useState } from 'react';
import { fallbackTokens, rememberTokens } from './localTokenFallback';

/** The balance to show: the server's when it has one, else the local fallback count. */
export function useDisplayedTokens(serverTokens: number | null | undefined): number {
  const [fallback] = useState(() => (serverTokens == null ? fallbackTokens() : null));
  useEffect(() => {
    if (serverTokens != null) rememberTokens(serverTokens);
  }, [serverTokens]);
  return serverTokens ?? fallback ?? fallbackTokens();
}
