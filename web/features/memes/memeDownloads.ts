// The files a stored meme is downloaded as, each served by GET /media/memes/<n>.<extension>
// (api/mediaRoutes/memeRoutes.ts): PNG, JPEG and WebP pictures; of a GIF meme, the GIF itself, its
// .webp (which the server answers with an animated WebP), an MP4 video, and still PNG and JPEG of
// its first frame.
import type { MessageId } from '../../i18n/messageIds';
import type { MemeFileExtension } from '../editor/memeExport';
import { memeNumber } from './memePaths';

export type MemeDownload = { extension: MemeFileExtension; labelId: MessageId };

const STILL: readonly MemeDownload[] = [
  { extension: 'png', labelId: 'MemePage.format.png' },
  { extension: 'jpg', labelId: 'MemePage.format.jpeg' },
  { extension: 'webp', labelId: 'MemePage.format.webp' },
];

const ANIMATED: readonly MemeDownload[] = [
  { extension: 'gif', labelId: 'MemePage.format.gif' },
  { extension: 'webp', labelId: 'MemePage.format.animatedWebp' },
  { extension: 'mp4', labelId: 'MemePage.format.mp4' },
  { extension: 'png', labelId: 'MemePage.format.pngFrame' },
  { extension: 'jpg', labelId: 'MemePage.format.jpegFrame' },
];

/** The downloads a meme of this type offers, the usual one first. */
export function memeDownloads(type: string): readonly MemeDownload[] {
  return type === 'GIF' ? ANIMATED : STILL;
}

/** Where the meme's file of this type is served (to its owner). */
export function memeFileUrl(globalId: string, extension: MemeFileExtension): string {
  return `/media/memes/${memeNumber(globalId) ?? ''}.${extension}`;
}
