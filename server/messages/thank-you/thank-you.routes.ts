import type { FastifyInstance } from 'fastify';
import {
  exportFeedbackCsv as exportFeedbackEndpoint,
  getFeedbackInvitation as getInvitationEndpoint,
  getFeedbackSummary as getSummaryEndpoint,
  getThankYouSettings as getSettingsEndpoint,
  giveFeedback as giveFeedbackEndpoint,
  setThankYouSettings as setSettingsEndpoint,
} from '../../../contract/endpoints/messages/thank-you.ts';
import { requireUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { exportFeedbackCsv } from './export-feedback.service.ts';
import { getFeedbackSummary } from './feedback-summary.service.ts';
import { getFeedbackInvitation, giveFeedback } from './give-feedback.service.ts';
import { getThankYouSettings, setThankYouSettings } from './thank-you-settings.service.ts';

/** The host team's side: the thank-you's switch, the ratings and comments, their CSV. */
export async function thankYouRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getSettingsEndpoint, async (request) => ({
    data: await getThankYouSettings(deps, requireUser(request).id, request.params.id),
  }));

  route(app, setSettingsEndpoint, async (request) => ({
    data: await setThankYouSettings(deps, requireUser(request).id, request.params.id, request.body),
  }));

  route(app, getSummaryEndpoint, async (request) => ({
    data: await getFeedbackSummary(deps, requireUser(request).id, request.params.id),
  }));

  route(app, exportFeedbackEndpoint, async (request, reply) => {
    const { filename, stream } = await exportFeedbackCsv(deps, requireUser(request).id, request.params.id, request.locale);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}

/** The attendee's side: the thank-you's feedback link, no sign-in (the token names them). */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  // A whole venue may answer from one address at once; the token itself is not guessable.
  const limit = { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } };
  route(app, getInvitationEndpoint, async (request) => ({ data: await getFeedbackInvitation(deps, request.query.t) }), limit);

  route(
    app,
    giveFeedbackEndpoint,
    async (request, reply) => {
      reply.status(201);
      return { data: await giveFeedback(deps, request.body) };
    },
    limit,
  );
}
