// The meme library's addresses and words: /memes/<n> names the same row as /media/memes/<n>.png,
// a GIF meme offers its animated formats first, and "made 3 minutes ago" picks the largest unit.
import { describe, expect, it } from 'vitest';
import { memeDownloads, memeFileUrl } from '../../web/features/memes/memeDownloads';
import { memeGlobalId, memeNumber, memePagePath } from '../../web/features/memes/memePaths';
import { relativeTimeParts } from '../../web/features/memes/relativeTime';

const globalId = (text: string) => Buffer.from(text).toString('base64');

describe('meme addresses', () => {
  it('turns a global id into /memes/<n> and back', () => {
    const id = globalId('Meme:42');
    expect(memePagePath(id)).toBe('/memes/42');
    expect(memeGlobalId('42')).toBe(id);
    expect(memeFileUrl(id, 'webp')).toBe('/media/memes/42.webp');
  });

  it('keeps ids of other types and malformed ones out of the number', () => {
    expect(memeNumber(globalId('User:42'))).toBeNull();
    expect(memeNumber('not base64 at all!')).toBeNull();
    expect(memeGlobalId('0')).toBe('0');
    expect(memeGlobalId('abc')).toBe('abc');
  });
});

describe('downloads', () => {
  it('offers PNG, JPEG and WebP of a picture, and GIF, animated WebP, MP4 and still frames of a GIF', () => {
    expect(memeDownloads('IMAGE').map((download) => download.extension)).toEqual(['png', 'jpg', 'webp']);
    expect(memeDownloads('GIF').map((download) => download.extension)).toEqual(['gif', 'webp', 'mp4', 'png', 'jpg']);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (seconds: number) => relativeTimeParts(new Date(now.getTime() - seconds * 1000), now);

  it('uses the largest unit that fits, rounded', () => {
    expect(ago(0)).toEqual({ value: 0, unit: 'second' });
    expect(ago(40)).toEqual({ value: -40, unit: 'second' });
    expect(ago(3 * 60 + 10)).toEqual({ value: -3, unit: 'minute' });
    expect(ago(26 * 3600)).toEqual({ value: -1, unit: 'day' });
    expect(ago(400 * 24 * 3600)).toEqual({ value: -1, unit: 'year' });
  });
});
