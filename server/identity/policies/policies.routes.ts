import type { FastifyInstance } from 'fastify';
import { listPolicies } from '../../../contract/endpoints/identity/policies.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';

/** The terms and the privacy policy, in both languages (shown at sign-up). */
export async function policiesRoutes(app: FastifyInstance, _deps: AppDeps) {
  route(app, listPolicies, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: { items: [terms, privacy] } };
  });
}
