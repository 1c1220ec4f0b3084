import { memeRoutes } from './memeRoutes';
import type { MediaRoute } from './route';
import { stickerRoute } from './stickerRoutes';
import { templateImageRoute } from './templateImageRoutes';

/** Every /media/* route family. Later domains add theirs here. */
export const mediaRoutes: MediaRoute[] = [templateImageRoute, stickerRoute, ...memeRoutes];
