// The benchmark's baseline: a bare Fastify app answering the same bytes from memory that the
// catalog endpoints answer. Paths of the byte files come in BASELINE_FILES (name=path,...).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
for (const entry of process.env.BASELINE_FILES.split(',')) {
  const [name, file] = entry.split('=');
  const body = readFileSync(file);
  app.get(`/${name}`, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('baseline ready');
