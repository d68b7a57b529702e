import type { FastifyInstance } from 'fastify';
import { requireUser } from '../identity/index.ts';
import type { AppDeps } from '../platform/app-deps.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { communityAnnouncementsRoutes } from './community-announcements/community-announcements.routes.ts';
import { mutesRoutes } from './mutes/mutes.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { feedbackRoutes, thankYouRoutes } from './thank-you/thank-you.routes.ts';

/**
 * What hosts write to their guests. The host team's routes ask who you are before they read the
 * body, so strangers learn nothing from validation.
 */
export async function messagesModule(app: FastifyInstance, deps: AppDeps, options: { kickSender: () => void }) {
  await app.register(async (management) => {
    management.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await announcementsRoutes(management, deps, options.kickSender);
    await communityAnnouncementsRoutes(management, deps, options.kickSender);
    await remindersRoutes(management, deps);
    await thankYouRoutes(management, deps);
  });
  await mutesRoutes(app, deps);
  await feedbackRoutes(app, deps);
}
