import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { passLoungeDoor } from './lounge-door.ts';
import { loungeRoutes } from './lounge.routes.ts';

/**
 * An event's networking lounge. Its routes check the session with the door, in one statement
 * (lounge-door.ts); signed-out callers get 401 before their input is read.
 */
export async function loungeModule(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (lounge) => {
    lounge.addHook('onRoute', (options) => {
      options.config = { ...options.config, checksSessionItself: true };
    });
    lounge.addHook('preValidation', (request) => passLoungeDoor(deps, request));
    await loungeRoutes(lounge, deps);
  });
}
