import type { FastifyInstance } from 'fastify';
import { checkHealth, checkReadiness } from '../../../contract/endpoints/platform/health.ts';
import { pingDatabase } from '../db/client.ts';
import { AppError } from './errors.ts';
import { route } from './route.ts';
import type { AppDeps } from '../app-deps.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, checkHealth, async () => ({ data: { status: 'ok' as const } }));

  // A load balancer stops sending here while this answers 503: the database is gone, or the process is closing.
  route(app, checkReadiness, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('G00001', { unreachable: true });
    }
    return { data: { status: 'ok' as const } };
  });
}
