// Copy image and Copy link of a stored meme.

/** Copies the picture at `pngUrl` (a PNG the server renders) to the clipboard. */
export async function copyImage(pngUrl: string): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('The clipboard is not available');
  const png = fetch(pngUrl, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return response.blob();
  });
  // A promise of the blob keeps the clipboard write inside the click's user activation.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}

/** Copies a link (made absolute against the page's address). */
export async function copyLink(url: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(new URL(url, window.location.href).href);
}
