// GET /media/stickers/<id>.svg: the built-in stickers' hand-written SVG artwork.
import { createHash } from 'node:crypto';
import { stickerSvg } from '../templates/stickers';
import { imageResponse } from './templateImageRoutes';
import { methodNotAllowed, type MediaRoute } from './route';

const STICKER_PATH = /^\/media\/stickers\/([a-z0-9-]{1,64})\.svg$/;
const served = new Map<string, { bytes: Buffer; mimeType: string; etag: string }>();

export const stickerRoute: MediaRoute = {
  prefix: '/media/stickers/',
  async handle(request, pathname) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    const id = STICKER_PATH.exec(pathname)?.[1];
    const svg = id === undefined ? undefined : stickerSvg(id);
    if (!id || !svg) return null;
    let image = served.get(id);
    if (!image) {
      const bytes = Buffer.from(await svg);
      image = { bytes, mimeType: 'image/svg+xml; charset=utf-8', etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
      served.set(id, image);
    }
    return imageResponse(request, image, { cacheControl: 'public, max-age=86400' });
  },
};
