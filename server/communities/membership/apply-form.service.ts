import type { ApplyForm } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { profilePrefill } from '../../registrations/index.ts';
import { requireCommunity } from '../console/community-access.ts';
import { findProfileForm } from '../console/profile-forms.service.ts';

/** GET …/profile-forms/{formId}: the apply form, pre-filled from the caller's profile when signed in. */
export async function getApplyForm(
  deps: AppDeps,
  viewerId: string | null,
  communityId: string,
  formId: string,
): Promise<ApplyForm> {
  await requireCommunity(deps.db, communityId);
  const form = await findProfileForm(deps.db, communityId, formId);
  return { ...form, prefill: viewerId ? await profilePrefill(deps, viewerId, form.questions) : {} };
}
