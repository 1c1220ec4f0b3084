// The loopback template image host for benchmarks of the whole product: a deployed server gets its
// template pictures from i.imgflip.com, which these machines cannot reach, and without pictures the
// app shows stand-ins and a notice instead. Serves the same photo-like JPEG for every path.
import { createServer, type Server } from 'node:http';
import { photoJpeg } from './mediaFixtures';

/** Starts the host; `host` is what TEMPLATE_IMAGE_HOST takes. */
export async function startImageHost(): Promise<{ server: Server; host: string }> {
  const jpeg = await photoJpeg();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, host: `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
