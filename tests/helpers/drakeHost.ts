// A template image host that serves only Drake's original (a flat blue 600×600 picture at its
// Imgflip path); every other path is missing. Render tests point the app at it so template renders
// draw on a real original, and a missing picture is the app's own stand-in.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';

export type DrakeHost = { host: string; close(): Promise<void> };

/** Drake's stand-in original: 600×600 of #3366aa. */
export const DRAKE_ORIGINAL = (() => {
  const canvas = createCanvas(600, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366aa';
  ctx.fillRect(0, 0, 600, 600);
  return canvas.toBuffer('image/png');
})();

export async function startDrakeHost(): Promise<DrakeHost> {
  const server = createServer((request, response) => {
    if (request.url === '/30b1gx.jpg') response.writeHead(200, { 'content-type': 'image/png' }).end(DRAKE_ORIGINAL);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
