import { useEffect, useRef, type RefObject } from 'react';

/** Spec section 9: infinite scroll triggers when the sentinel is 50 percent visible. */
export const INFINITE_SCROLL_THRESHOLD = 0.5;

/**
 * Calls `onVisible` whenever the returned element (a sentinel after the list) becomes at least half
 * visible while `enabled`. The observer is re-armed after each load, so a sentinel that is still
 * in view once a page has arrived asks for the next one.
 */
export function useInfiniteScroll<T extends Element>(onVisible: () => void, enabled: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const target = ref.current;
    if (!target || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= INFINITE_SCROLL_THRESHOLD)) callback.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
