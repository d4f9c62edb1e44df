// The benchmark's baseline: a bare Fastify app answering from memory the same bytes that our
// server answers. BASELINE_FILES is a JSON list of { name, file, type, encoding? }: each is
// served at /<name> with that content type (and content-encoding, for bytes already compressed).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
for (const { name, file, type, encoding } of JSON.parse(process.env.BASELINE_FILES)) {
  const body = readFileSync(file);
  app.get(`/${name}`, (_request, reply) => {
    if (encoding) reply.header('content-encoding', encoding);
    reply.type(type).send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('baseline ready');
