// Hackathon judging: weighted criteria, judges, balanced conflict-free assignment, scoring of the
// frozen deliverables, normalised results and their publication (docs/judging.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { hostJudgingRoutes } from './scoring/host-judging.routes.ts';
import { judgeRoutes } from './assignments/judge.routes.ts';
import { resultsRoutes } from './results/results.routes.ts';

/** Every judging route. The host's and the judge's ask who you are before reading the body. */
export async function judgingModule(app: FastifyInstance, deps: AppDeps) {
  await resultsRoutes(app, deps);
  await app.register(async (signedIn) => {
    signedIn.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await hostJudgingRoutes(signedIn, deps);
    await judgeRoutes(signedIn, deps);
  });
}
