import type { FastifyInstance } from 'fastify';
import { checkHealth, checkReadiness } from '../../../contract/endpoints/platform/health.ts';
import { pingDatabase } from '../db/client.ts';
import { AppError } from './errors.ts';
import { route } from './route.ts';
import type { AppDeps } from '../app-deps.ts';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, checkHealth, async () => ({ data: { status: 'ok' as const } }));

  route(app, checkReadiness, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('G00001');
    }
    return { data: { status: 'ok' as const } };
  });
}
