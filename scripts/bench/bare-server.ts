// The ceiling for the catalogue reads: a bare Fastify answering the same JSON from memory.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>;
const app = Fastify();
for (const [url, body] of Object.entries(bodies)) app.get(url, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
