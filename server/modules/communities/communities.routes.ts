import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export async function communityRoutes(_app: FastifyInstance, _deps: AppDeps) {}
