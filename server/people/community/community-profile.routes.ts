import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getMyCommunityProfile,
  hideMyCommunityProfileField,
  showMyCommunityProfileField,
  updateMyCommunityProfile,
} from '../../../contract/endpoints/people/community-profile.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getCommunityProfile, setCommunityFieldVisibility, updateCommunityProfile } from './community-profile.service.ts';

/** My community profile and what other members see of it. */
export async function communityProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getMyCommunityProfile, async (request) => ({
    data: await getCommunityProfile(deps, requireUser(request).id, request.params.id),
  }));

  route(
    app,
    updateMyCommunityProfile,
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCommunityProfile(deps, user.id, request.params.id, request.body) };
    },
    { attachValidation: true },
  );

  const setVisible = (visible: boolean) => async (request: FastifyRequest<{ Params: { id: string; fieldId: string } }>) => ({
    data: await setCommunityFieldVisibility(deps, requireUser(request).id, request.params.id, request.params.fieldId, visible),
  });
  route(app, showMyCommunityProfileField, setVisible(true));
  route(app, hideMyCommunityProfileField, setVisible(false));
}
