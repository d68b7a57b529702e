import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker.ts';
import { answerFrameworkError, AppError, registerErrorHandling } from './http/errors.ts';
import { registerPrivateAnswers } from './http/cache-control.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerCors } from './http/cors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { newRequestId, registerRequestContext } from './http/request-context.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { textSafeValidatorCompiler } from './http/text-input.ts';
import { loggerOptions } from './logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAuth } from './modules/auth/guard.ts';
import { handoffRoutes } from './modules/auth/handoff.routes.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { communitiesModule, communityPageDocument, isCommunityOrigin } from './modules/communities/communities.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { eventPageDocument } from './modules/events/event-page-document.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { guestsModule } from './modules/guests/guests.module.ts';
import { hackathonsModule } from './modules/hackathons/hackathons.module.ts';
import { judgingModule } from './modules/judging/judging.module.ts';
import { loungeModule } from './modules/lounge/lounge.module.ts';
import { communityPeopleModule } from './modules/community-people/community-people.module.ts';
import { peopleRoutes } from './modules/people/people.module.ts';
import { registrationsModule } from './modules/registrations/registrations.module.ts';
import { devMailRoutes } from './modules/mail/dev-mail.routes.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './modules/mail/transport.ts';
import { avatarRoutes } from './modules/users/avatar.routes.ts';
import { policiesRoutes } from './modules/users/policies.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { loadSessionSecret } from './secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
    /** set when the process is shutting down: new requests get 503 */
    closing: boolean;
  }
}

export type BuildAppOptions = {
  db: Db;
  env: Env;
  clock: Clock;
  /** where mail goes; defaults to SMTP_URL, else the dev mailbox */
  transport?: MailTransport;
  /** a pino logger instance, or false for silence */
  logger?: FastifyBaseLogger | false;
  webDistDir?: string;
};

export const defaultWebDistDir = fileURLToPath(new URL('../dist/web', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env, clock } = options;
  const app: FastifyInstance = Fastify({
    ...(options.logger === undefined ? { logger: loggerOptions(env.LOG_LEVEL) } : {}),
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    // our own hook writes one line per request instead of two
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
    // Only the configured proxies' X-Forwarded-For names the client; anyone else could send one.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(textSafeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.transport ??
    (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createDevMailboxTransport(db, clock, app.log));
  const worker = createOutboxWorker({ db, clock, transport, log: app.log, messageDomain: new URL(env.APP_ORIGIN).hostname });
  app.decorate('outboxWorker', worker);
  app.decorate('closing', false);
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });

  const deps: AppDeps = { db, env, clock, kickOutbox: () => worker.kick(), sessionSecret: loadSessionSecret(env) };

  registerRequestContext(app);
  registerErrorHandling(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (app.closing) {
      reply.header('connection', 'close');
      throw new AppError('G00008');
    }
  });
  await registerSecurityHeaders(app, env);
  await app.register(cookie);
  const isRegisteredCommunity = (origin: string) => isCommunityOrigin(deps, origin);
  registerCors(app, env, isRegisteredCommunity);
  registerOriginCheck(app, env, isRegisteredCommunity);
  registerPrivateAnswers(app);
  // One file per request, up to 30 MB (the limit of every upload); routes may lower it.
  await app.register(multipart, { limits: { fileSize: 30 * 1024 * 1024, files: 1, fields: 10, parts: 11 } });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
    errorResponseBuilder: () => new AppError('G00104'),
  });
  await registerOpenApi(app, env);
  await registerAuth(app, deps);

  await app.register(async (api) => {
    await healthRoutes(api, deps);
    await configRoutes(api, deps);
    await authRoutes(api, deps);
    await oauthRoutes(api, deps);
    await handoffRoutes(api, deps);
    await usersRoutes(api, deps);
    await avatarRoutes(api, deps);
    await policiesRoutes(api, deps);
    await eventsModule(api, deps);
    await filesRoutes(api, deps);
    await registrationsModule(api, deps);
    await guestsModule(api, deps);
    await peopleRoutes(api, deps);
    await loungeModule(api, deps);
    await hackathonsModule(api, deps);
    await judgingModule(api, deps);
    await communitiesModule(api, deps);
    await communityPeopleModule(api, deps);
    if (env.NODE_ENV !== 'production') await devMailRoutes(api, deps);
  });

  await registerSpa(app, options.webDistDir ?? defaultWebDistDir, [communityPageDocument(deps), eventPageDocument(deps)]);
  return app;
}
