// The floor for R4: bare node:http answering every request with one image file from memory, with
// the headers the app sends for a cached meme. Prints PORT=<n> when listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, etag = '"floor"'] = process.argv.slice(2);
const image = readFileSync(file!);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'image/png',
    'content-length': image.length,
    etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  response.end(image);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`PORT=${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
