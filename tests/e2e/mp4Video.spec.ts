// An animated meme's MP4 plays in Chromium: a muted <video> with the /media/render URL as its src
// loads with byte ranges, has the meme's size and duration, reaches `ended`, and its first frame
// shows the colours of the same meme's PNG (the video's colour space is the one players assume).
import { rawDelays } from '../helpers/gifFixtures';
import { expect, test } from './fixtures';

// Three renders on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

const MEME = '/media/render/drake-hotline-bling-animated';
const QUERY = '?c=Encoding%20a%20GIF&c=Encoding%20an%20MP4';

test('a GIF meme as MP4 plays to its end in a <video>, in the colours of its PNG', async ({ page }) => {
  const mp4Statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`${MEME}.mp4`)) mp4Statuses.push(response.status());
  });
  await page.goto('/');
  const played = await page.evaluate(
    async ({ mp4, png }) => {
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.src = mp4;
      document.body.append(video);
      await new Promise((resolve, reject) => {
        video.addEventListener('loadeddata', resolve, { once: true });
        video.addEventListener('error', () => reject(new Error(video.error?.message ?? 'video error')), { once: true });
      });
      // The first frame, and the PNG of the same meme (a GIF's PNG is its first frame), side by side.
      const image = new Image();
      image.src = png;
      await image.decode();
      const width = video.videoWidth;
      const height = video.videoHeight;
      const pixels = (source: CanvasImageSource) => {
        const context = Object.assign(document.createElement('canvas'), { width, height }).getContext('2d')!;
        context.drawImage(source, 0, 0, width, height, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      // The first frame, read while the video is paused on it: a seek to 0 decodes and presents it,
      // whereas a frame callback during playback may first fire on a later frame on a busy machine.
      await new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = 0;
      });
      const frame = pixels(video);
      const still = pixels(image);
      const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
      await video.play();
      await ended;
      let difference = 0;
      for (let at = 0; at < frame.length; at += 4) {
        difference += Math.abs(frame[at]! - still[at]!) + Math.abs(frame[at + 1]! - still[at + 1]!) + Math.abs(frame[at + 2]! - still[at + 2]!);
      }
      return {
        canPlay: video.canPlayType('video/mp4; codecs="avc1.42E01E"'),
        width,
        height,
        duration: video.duration,
        ended: video.ended,
        meanDifference: difference / ((frame.length / 4) * 3),
      };
    },
    { mp4: `${MEME}.mp4${QUERY}`, png: `${MEME}.png${QUERY}` },
  );
  expect(played.canPlay).toBe('probably');
  expect(played.ended).toBe(true);
  const gif = await page.request.get(`${MEME}.gif${QUERY}`);
  expect(gif.status()).toBe(200);
  const delays = rawDelays(await gif.body());
  expect(delays.length).toBeGreaterThan(1);
  expect([played.width % 2, played.height % 2]).toEqual([0, 0]);
  expect(played.width).toBeGreaterThan(100);
  expect(played.duration).toBeCloseTo(delays.reduce((sum, delay) => sum + delay, 0) / 100, 2);
  // Lossy, but the same picture in the same colours: a few levels apart on average.
  expect(played.meanDifference).toBeLessThan(6);
  // Chromium's media stack asks for byte ranges, and gets them.
  expect(mp4Statuses).toContain(206);
  expect(mp4Statuses.every((status) => status === 200 || status === 206)).toBe(true);
  console.log('mp4 responses', mp4Statuses, 'mean difference', played.meanDifference.toFixed(2));
});
