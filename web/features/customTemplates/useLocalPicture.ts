import { useEffect, useState } from 'react';

/** A chosen picture file shown from memory, with its own size (the box editor's font sizes need it). */
export type LocalPicture = { url: string; width: number; height: number; animated: boolean };

/** The file as an object URL with its natural size once it has loaded; null before, or without a file. */
export function useLocalPicture(file: File | null): LocalPicture | null {
  const [picture, setPicture] = useState<LocalPicture | null>(null);
  useEffect(() => {
    setPicture(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    let live = true;
    image.onload = () => {
      // A GIF is taken as animated: the server counts its frames and has the last word.
      if (live) setPicture({ url, width: image.naturalWidth, height: image.naturalHeight, animated: file.type === 'image/gif' });
    };
    image.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return picture;
}
