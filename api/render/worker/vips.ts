// libvips (sharp) as the workers use it, and the lossy qualities of every output. One libvips
// thread per render, like the rest of the worker, so the pool's fair shares hold; no libvips cache:
// its inputs are never repeated.
import sharp from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

export { sharp };

/**
 * Qualities a person would pick: no visible artefacts around caption outlines, at about a ninth
 * (JPEG, 4:2:0) and a sixteenth (WebP) of the PNG's size for an 800×800 photo meme.
 */
export const JPEG_QUALITY = 88;
export const WEBP_QUALITY = 85;

/**
 * libwebp's effort ("method", 0–6): 1 takes about a third of the time of the default 4 for a
 * file ~10% bigger (800×800 photo: 13 vs 46 ms; 30 frames of 480×480: 340 vs 880 ms); 0 is
 * hardly faster than 1 and ~20% bigger again.
 */
export const WEBP_EFFORT = 1;

/**
 * libvips' effort (1–10) at choosing a scaled GIF's palettes. Against the default 7, effort 1 took
 * 4.4 s instead of 23 s for 15 frames of 600×600 noise, and 11–36% less time for an 8-frame
 * template take scaled to 1024 (flat or photo-like), for files 3–9% bigger that look the same.
 */
export const SCALED_GIF_EFFORT = 1;
