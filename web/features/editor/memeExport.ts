// Download and share of a finished meme (spec sections 8 and 9).

/** The file types a meme is downloaded as (the editor makes PNG and GIF; a stored meme has them all). */
export type MemeFileExtension = 'png' | 'jpg' | 'webp' | 'gif' | 'mp4';

/** Spec section 9: `meme-{templateId}-{timestamp}.{extension}`. */
export function memeFileName(templateId: string, extension: MemeFileExtension, now: number = Date.now()): string {
  return `meme-${templateId}-${now}.${extension}`;
}

/** Saves a PNG under `fileName` through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** GIFs open in a new tab (spec section 9). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares the PNG through the Web Share API where the browser can share files, else copies the image
 * to the clipboard. Throws when neither works (the caller says 'Failed to share...').
 */
export async function shareImage(blob: Blob, fileName: string, title: string): Promise<ShareOutcome> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('Neither sharing nor the clipboard is available');
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
  return 'copied';
}
