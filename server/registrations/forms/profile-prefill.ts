import { fieldOfQuestion } from '../../../contract/profile-fields.ts';
import { getProfile } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What a member's profile already says for a form's profile questions (the name, the email, the
 * organization…), by question id; questions the profile has nothing for are left out.
 */
export async function profilePrefill(
  deps: AppDeps,
  userId: string,
  questions: readonly { id: string; kind: string }[],
): Promise<Record<string, unknown>> {
  if (!questions.some((question) => fieldOfQuestion(question.kind))) return {};
  const profile: Record<string, unknown> = await getProfile(deps, userId);
  const prefill: Record<string, unknown> = {};
  for (const question of questions) {
    const key = fieldOfQuestion(question.kind);
    const value = key ? profile[key] : undefined;
    if (!isEmpty(value)) prefill[question.id] = value;
  }
  return prefill;
}
