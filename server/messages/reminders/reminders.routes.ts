import type { FastifyInstance } from 'fastify';
import { getReminders, setReminders } from '../../../contract/endpoints/messages/announcements.ts';
import { requireUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { getReminderSettings, setReminderSettings } from './reminder-settings.service.ts';

/** The host team's reminder settings. */
export async function remindersRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getReminders, async (request) => ({
    data: await getReminderSettings(deps, requireUser(request).id, request.params.id),
  }));

  route(app, setReminders, async (request) => ({
    data: await setReminderSettings(deps, requireUser(request).id, request.params.id, request.body),
  }));
}
