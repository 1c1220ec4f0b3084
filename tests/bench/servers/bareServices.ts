// The floor for G2: bare node:http answering the G2 query by calling the same services the API's
// resolvers call (session cookie, the user's row, the template search) and writing the same JSON,
// with no GraphQL, no fetch-API wrappers and no security plumbing. Prints PORT=<n> and COOKIE=<…>.
import { createServer } from 'node:http';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildApp } from '../../../api/app';
import { loadViewer } from '../../../api/auth/viewer';
import { listTemplates } from '../../../api/templates/catalogue/listing';
import { benchConfig, signUpForBench } from './benchApp';

const app = await buildApp(benchConfig());
const cookie = await signUpForBench((request) => app.fetch(request, { remoteAddress: '127.0.0.1' }), 'http://127.0.0.1');
const { prisma, session } = app.deps;

async function answer(cookieHeader: string | undefined, body: string): Promise<string> {
  const { variables } = JSON.parse(body) as { variables: { search: string } };
  const { viewer } = await loadViewer(prisma, cookieHeader, session);
  const user = viewer ? await prisma.user.findUnique({ where: { id: viewer.id }, select: { id: true, tokens: true } }) : null;
  const list = listTemplates({ search: variables.search })!;
  const edges = list.slice(0, 20).map((template) => ({
    node: {
      id: encodeGlobalID('Template', template.id),
      slug: template.id,
      name: template.name,
      url: template.url,
      width: template.width,
      height: template.height,
      isGif: template.isGif,
    },
  }));
  return JSON.stringify({
    data: { templates: { totalCount: list.length, edges }, viewer: user && { id: encodeGlobalID('User', user.id), tokens: user.tokens } },
  });
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    answer(request.headers.cookie, Buffer.concat(chunks).toString()).then(
      (json) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        response.end(json);
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`COOKIE=${cookie}\nPORT=${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => void app.stop().then(() => process.exit(0))));
