// A signal that aborts when the client goes away before its answer was sent: reads that would
// otherwise run on for nobody stop with it (server/platform/db/heavy-reads.ts).
import type { FastifyReply } from 'fastify';

export function whenClientGoes(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
