// One server for `npm run bench:http`: the same Apollo Server 5 schema under Fastify 5 or
// Express 5 (or raw Fastify returning the same JSON, as the ceiling). Prints READY <port>.
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';

const kind = process.argv[2];
const schema = makeExecutableSchema({
  typeDefs: 'type Query { hello: String! }',
  resolvers: { Query: { hello: () => 'world' } },
});

async function main() {
  if (kind === 'fastify' || kind === 'raw') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    if (kind === 'raw') {
      app.post('/graphql', async () => ({ data: { hello: 'world' } }));
    } else {
      const { fastifyApolloHandler, fastifyApolloDrainPlugin } = await import('@as-integrations/fastify');
      const apollo = new ApolloServer({ schema, plugins: [fastifyApolloDrainPlugin(app)] });
      await apollo.start();
      app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: fastifyApolloHandler(apollo) });
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  } else if (kind === 'express') {
    const { default: express } = await import('express');
    const { expressMiddleware } = await import('@as-integrations/express5');
    const apollo = new ApolloServer({ schema });
    await apollo.start();
    const app = express();
    app.use('/graphql', express.json(), expressMiddleware(apollo));
    const server = app.listen(0, '127.0.0.1', () => {
      const address = server.address();
      console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
    });
  } else {
    console.error('usage: bench-http-target.ts fastify|express|raw');
    process.exit(2);
  }
}

void main();
