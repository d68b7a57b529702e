import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../db/client.ts';
import { AppError } from './errors.ts';
import type { AppDeps } from '../app-deps.ts';

const HealthSchema = z.object({ data: z.object({ status: z.literal('ok') }) });

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/v1/healthz', { schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () => ({
    data: { status: 'ok' as const },
  }));

  app.get('/v1/readyz', { schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('G00001');
    }
    return { data: { status: 'ok' as const } };
  });
}
