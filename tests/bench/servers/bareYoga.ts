// A second floor for G1: graphql-yoga alone (default settings, a one-field schema) on node:http.
// The full server can't be faster than the library it is built on; app/yoga shows our own share.
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { hello: String }' }), logging: false });
const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`PORT=${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
