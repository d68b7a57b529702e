import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';
import { requireUser } from '../identity/index.ts';
import { formBuilderRoutes } from './forms/form-builder.routes.ts';
import { registrationFilesRoutes } from './forms/registration-files.routes.ts';
import { registrationsRoutes, type RegistrationRoutesOptions } from './registering/registrations.routes.ts';
import { ticketInfoRoutes, ticketManagementRoutes } from './tickets/tickets.routes.ts';

/**
 * Every registration route. The management side asks who you are before it reads the body, so
 * strangers learn nothing from validation. `options.seats` exists for the concurrency test's
 * negative control only.
 */
export async function registrationsModule(app: FastifyInstance, deps: AppDeps, options: RegistrationRoutesOptions = {}) {
  await registrationsRoutes(app, deps, options);
  await registrationFilesRoutes(app, deps);
  await ticketInfoRoutes(app, deps);
  await app.register(async (management) => {
    management.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await formBuilderRoutes(management, deps);
    await ticketManagementRoutes(management, deps);
  });
}

// The form builder's rules, for other forms made of the same question kinds (community profile forms).
