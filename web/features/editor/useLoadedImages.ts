import { useEffect, useState } from 'react';
import { loadImage } from './renderDesign';

export type TemplateImageState = { status: 'loading' } | { status: 'ready'; image: HTMLImageElement } | { status: 'failed' };

/** The template's picture, decoded, for drawing on canvases. */
export function useTemplateImage(url: string): TemplateImageState {
  const [state, setState] = useState<{ url: string; value: TemplateImageState }>({ url, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    loadImage(url).then(
      (image) => live && setState({ url, value: { status: 'ready', image } }),
      () => live && setState({ url, value: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return state.url === url ? state.value : { status: 'loading' };
}

/** The pictures of the placed stickers, by URL, as they finish loading (a failed one is left out). */
export function useStickerImages(urls: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const wanted = [...new Set(urls)].sort().join('\n');
  useEffect(() => {
    let live = true;
    for (const url of wanted.split('\n')) {
      if (!url) continue;
      loadImage(url).then(
        (image) => live && setLoaded((current) => (current.get(url) === image ? current : new Map(current).set(url, image))),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded;
}
