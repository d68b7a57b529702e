import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { loungeRoutes } from './lounge.routes.ts';

/** An event's networking lounge. Signed-out callers get 401 before their input is read. */
export async function loungeModule(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (lounge) => {
    lounge.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await loungeRoutes(lounge, deps);
  });
}
