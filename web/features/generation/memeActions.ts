// Download, copy and share of a generated (server-rendered) meme. Downloads are PNGs named
// meme-{templateId}-{timestamp}.png; GIF memes open in a new tab (spec section 9).
import { downloadBlob, memeFileName, openInNewTab, shareImage, type ShareOutcome } from '../editor/memeExport';
import type { GeneratedMeme } from './generatedMeme';

/** The PNG of a meme (a GIF meme's first frame: shared and copied files are PNGs). */
export async function memePng(meme: GeneratedMeme): Promise<Blob> {
  const url = meme.type === 'GIF' ? meme.imageUrl.replace(/\.gif(?=$|\?)/, '.png') : meme.imageUrl;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

export async function downloadMeme(meme: GeneratedMeme): Promise<void> {
  if (meme.type === 'GIF') {
    openInNewTab(meme.imageUrl);
    return;
  }
  downloadBlob(await memePng(meme), memeFileName(meme.templateId, 'png'));
}

/** Copies the picture to the clipboard. */
export async function copyMeme(meme: GeneratedMeme): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') throw new Error('The clipboard is not available');
  // A promise of the blob keeps the clipboard write inside the click's user activation.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': memePng(meme) })]);
}

/** Shares the PNG (Web Share), or copies it where sharing files is not possible. */
export async function shareMeme(meme: GeneratedMeme, title: string): Promise<ShareOutcome> {
  return shareImage(await memePng(meme), memeFileName(meme.templateId, 'png'), title);
}
