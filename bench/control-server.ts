// A server that shares nothing with another of its kind: no database, no state, a refusal's
// answer to every request. Two of them, each held to the same share of a core, answer what two
// processes can at most on this machine, whatever the app does (decision 058): the app's two
// instances are measured against that.
import Fastify from 'fastify';

const server = Fastify();
const refusal = { statusCode: 400, errorCode: 'G20003', message: 'This event is full.' };
server.post('/*', async (_request, reply) => reply.code(400).send(refusal));
await server.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.server.address() as { port: number }).port });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
// The bench that started this process has ended (or crashed): nothing is left to serve.
process.on('disconnect', () => process.exit(0));
