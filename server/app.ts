import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/app-deps.ts';
import type { Clock } from './platform/clock.ts';
import type { Db } from './platform/db/client.ts';
import type { Env } from './platform/env.ts';
import { createOutboxWorker, type OutboxWorker } from './platform/jobs/outbox-worker.ts';
import { answerFrameworkError, AppError, registerErrorHandling } from './platform/http/errors.ts';
import { registerPrivateAnswers } from './platform/http/cache-control.ts';
import { registerMultipartBoundaryCheck } from './platform/http/multipart-boundary.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerCors } from './platform/http/cors.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { newRequestId, registerRequestContext } from './platform/http/request-context.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerSpa } from './platform/http/spa.ts';
import { textSafeValidatorCompiler } from './platform/http/text-input.ts';
import { loggerOptions } from './platform/logger.ts';
import {
  authRoutes,
  registerAuth,
  handoffRoutes,
  oauthRoutes,
  avatarRoutes,
  policiesRoutes,
  proAccessRoutes,
  usersRoutes,
} from './identity/index.ts';
import { appConfigDocument, configRoutes } from './platform/http/config.routes.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { communitiesModule, communityPageDocument, isCommunityOrigin } from './communities/index.ts';
import { eventsModule, eventPageDocument, eventListShell } from './events/index.ts';
import { filesRoutes } from './platform/files/files.routes.ts';
import { fileStoreFor } from './platform/files/file-store.ts';
import { guestsModule, registrationsModule, promoteIfCapacityGrew } from './registrations/index.ts';
import { hackathonsModule, judgingModule, readHackathonShowcase } from './hackathons/index.ts';
import { loungeModule, communityPeopleModule, peopleRoutes } from './people/index.ts';
import { createAnnouncementSender, messagesModule, type AnnouncementSender } from './messages/index.ts';
import { devMailRoutes } from './platform/mail/dev-mail.routes.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './platform/mail/transport.ts';
import { loadSessionSecret } from './platform/secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
    /** turns due announcements into mail */
    announcementSender: AnnouncementSender;
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

  const deps: AppDeps = {
    db,
    env,
    clock,
    kickOutbox: () => worker.kick(),
    sessionSecret: loadSessionSecret(env),
    files: fileStoreFor(env, db, clock),
  };
  const announcementSender = createAnnouncementSender({ deps, log: app.log });
  app.decorate('announcementSender', announcementSender);
  app.addHook('onClose', async () => announcementSender.stop());

  registerRequestContext(app);
  registerErrorHandling(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (app.closing) {
      reply.header('connection', 'close');
      throw new AppError('G00008');
    }
  });
  let openCheckInStreams = () => 0;
  registerMetrics(app, deps, { openCheckInStreams: () => openCheckInStreams() });
  await registerSecurityHeaders(app, env);
  await app.register(cookie);
  const isRegisteredCommunity = (origin: string) => isCommunityOrigin(deps, origin);
  registerCors(app, env, isRegisteredCommunity);
  registerOriginCheck(app, env, isRegisteredCommunity);
  registerPrivateAnswers(app);
  // One file per request, up to 30 MB (the limit of every upload); routes may lower it.
  await app.register(multipart, { limits: { fileSize: 30 * 1024 * 1024, files: 1, fields: 10, parts: 11 } });
  registerMultipartBoundaryCheck(app);
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
    await handoffRoutes(api, deps, isRegisteredCommunity);
    await usersRoutes(api, deps);
    await avatarRoutes(api, deps);
    await policiesRoutes(api, deps);
    await proAccessRoutes(api, deps);
    await eventsModule(api, deps, {
      capacityChanged: (tx, before, after) => promoteIfCapacityGrew(tx, deps, before, after),
    });
    await filesRoutes(api, deps);
    await registrationsModule(api, deps);
    ({ openCheckInStreams } = await guestsModule(api, deps));
    await peopleRoutes(api, deps);
    await loungeModule(api, deps);
    await hackathonsModule(api, deps);
    await judgingModule(api, deps);
    await communitiesModule(api, deps);
    await communityPeopleModule(api, deps);
    await messagesModule(api, deps, { kickSender: () => announcementSender.kick() });
    if (env.NODE_ENV !== 'production') await devMailRoutes(api, deps);
  });

  await registerSpa(app, options.webDistDir ?? defaultWebDistDir, [
    appConfigDocument(deps),
    communityPageDocument(deps),
    eventPageDocument(deps, { hackathon: (event) => readHackathonShowcase(deps, event) }),
    eventListShell(deps),
  ]);
  return app;
}
