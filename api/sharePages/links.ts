// The absolute URLs of a shared meme: its page, its pictures and its oEmbed answer.
import { CONTENT_TYPES, type ImageFormat } from '../media/renderedImages';
import { publicUrl, sharePageUrl } from '../http/publicUrl';
import type { SharedMeme } from '../services/sharing/sharedMeme';

/** The formats a share picture is served in: the same table as /media/memes (png, jpg, webp, gif, …). */
export const SHARE_FORMATS = Object.keys(CONTENT_TYPES) as ImageFormat[];
// Animated memes also as MP4 (X, WhatsApp and Telegram play it) once the format table has it.
const VIDEO_FORMAT = 'mp4';

export type ShareLinks = ReturnType<typeof shareLinks>;

export function shareLinks(publicOrigin: string) {
  const page = (shareId: string) => sharePageUrl(publicOrigin, shareId);
  const picture = (shareId: string, format: string) => `${page(shareId)}.${format}`;
  return {
    home: publicUrl(publicOrigin, '/'),
    page,
    /** The picture a page shows and announces: the GIF of an animated meme, else a PNG. */
    image: (meme: Pick<SharedMeme, 'shareId' | 'animated'>) => {
      const format: ImageFormat = meme.animated ? 'gif' : 'png';
      return { url: picture(meme.shareId, format), type: CONTENT_TYPES[format] };
    },
    /** The first frame (or the picture) as PNG. */
    still: (shareId: string) => picture(shareId, 'png'),
    /** The MP4 of an animated meme, when the server makes MP4s. */
    video: (meme: Pick<SharedMeme, 'shareId' | 'animated'>) => {
      const types: Record<string, string> = CONTENT_TYPES;
      const type = types[VIDEO_FORMAT];
      return meme.animated && type ? { url: picture(meme.shareId, VIDEO_FORMAT), type } : null;
    },
    /** The report form of a share page (reportRoutes.ts). */
    report: (shareId: string) => `${page(shareId)}/report`,
    oembed: (shareId: string) => publicUrl(publicOrigin, `/oembed?url=${encodeURIComponent(page(shareId))}&format=json`),
  };
}
