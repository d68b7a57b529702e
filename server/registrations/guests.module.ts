import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';
import { requireUser } from '../identity/index.ts';
import { createCheckInHub } from './check-in/check-in-hub.ts';
import { checkInStreamRoutes } from './check-in/check-in-stream.routes.ts';
import { checkInRoutes } from './check-in/check-in.routes.ts';
import { exportRoutes } from './exports/export.routes.ts';
import { guestsRoutes } from './guest-list/guests.routes.ts';

/** How often each instance reads the check-in log for its open streams. */
export const CHECK_IN_POLL_MS = 1000;
/** Longer than any check-in transaction: a late commit still falls in the next poll's window. */
export const CHECK_IN_OVERLAP_MS = 30_000;

/**
 * Guest management and check-in. The management side asks who you are before it reads the body,
 * so strangers learn nothing from validation.
 */
export async function guestsModule(app: FastifyInstance, deps: AppDeps): Promise<{ openCheckInStreams: () => number }> {
  const hub = createCheckInHub(deps.db, {
    pollMs: CHECK_IN_POLL_MS,
    overlapMs: CHECK_IN_OVERLAP_MS,
    onError: (error) => app.log.error({ err: error }, 'check-in stream poll failed'),
  });
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => hub.close());

  await app.register(async (management) => {
    management.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await guestsRoutes(management, deps);
    await checkInRoutes(management, deps);
    await exportRoutes(management, deps);
    await checkInStreamRoutes(management, deps, { hub, heartbeatMs: deps.env.CHECK_IN_HEARTBEAT_MS });
  });
  return { openCheckInStreams: () => hub.openStreams };
}
