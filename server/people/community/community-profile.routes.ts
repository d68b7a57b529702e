import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommunityProfileSchema,
  FieldVisibilitySchema,
  UpdateCommunityProfileSchema,
} from '../../../contract/community-people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getCommunityProfile, setCommunityFieldVisibility, updateCommunityProfile } from './community-profile.service.ts';
import { MEMBERS_ONLY } from './members.routes.ts';

const id = z.string().max(64);

/** My community profile and what other members see of it. */
export async function communityProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['community members'];
  const Profile = z.object({ data: CommunityProfileSchema });

  api.get(
    '/v1/communities/:id/me/profile',
    {
      schema: {
        tags,
        description: `My card here, as others see it, and my profile-form answers with their visibility. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        response: { 200: Profile },
      },
    },
    async (request) => ({ data: await getCommunityProfile(deps, requireUser(request).id, request.params.id) }),
  );

  api.patch(
    '/v1/communities/:id/me/profile',
    {
      attachValidation: true,
      schema: {
        tags,
        description: `Changes any part of my card (made from my profile when I have none); the values are my one profile. A duplicate tag 400 G20011. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        body: UpdateCommunityProfileSchema,
        response: { 200: Profile },
      },
    },
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCommunityProfile(deps, user.id, request.params.id, request.body) };
    },
  );

  for (const action of ['show', 'hide'] as const) {
    api.post(
      `/v1/communities/:id/me/fields/:fieldId/${action}`,
      {
        schema: {
          tags,
          description: `${action === 'show' ? 'Shows' : 'Hides'} a card field (my one card's choice, everywhere) or one of my profile-form answers (this community's choice). A card field without a card 404 G04004; a question I did not answer 404 G04026. ${MEMBERS_ONLY}`,
          params: z.object({ id, fieldId: z.string().max(64) }),
          response: { 200: z.object({ data: FieldVisibilitySchema }) },
        },
      },
      async (request) => ({
        data: await setCommunityFieldVisibility(
          deps,
          requireUser(request).id,
          request.params.id,
          request.params.fieldId,
          action === 'show',
        ),
      }),
    );
  }
}
