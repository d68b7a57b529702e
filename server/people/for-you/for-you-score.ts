// For You: how well another person fits me, and why. One pure function, its weights in one place
// (docs/lounge.md repeats them). It sees only what the other person shows: the caller passes their
// hidden fields empty, so a ranking never reveals a hidden value.
import type { NetworkingRole, RecommendationReason } from '../../../contract/people.ts';
import type { HackathonSkill } from '../../../contract/users.ts';

export const forYouWeights = {
  sharedSkill: 3,
  sharedTag: 2,
  sameIndustry: 2,
  /** each role of theirs that I seek (a founder seeking an investor meets one) */
  offersRoleISeek: 5,
  /** each role of mine that they seek */
  seeksRoleIOffer: 4,
  offersSkillISeek: 2,
  seeksSkillIOffer: 2,
  mutualEvent: 1,
  /** more events in common than this add nothing */
  mutualEventsCounted: 5,
} as const;

export type MatchProfile = {
  skills: readonly HackathonSkill[];
  tags: readonly string[];
  industry: string | null;
  roles: readonly NetworkingRole[];
  seeking: readonly NetworkingRole[];
  seekingSkills: readonly HackathonSkill[];
};

const intersect = <T>(mine: readonly T[], theirs: readonly T[]): T[] => {
  const set = new Set(theirs);
  return mine.filter((item) => set.has(item));
};

/** Tags match whatever their capitals; the reason names them as I wrote them. */
const sharedTags = (mine: readonly string[], theirs: readonly string[]) => {
  const set = new Set(theirs.map((tag) => tag.normalize('NFC').toLowerCase()));
  return mine.filter((tag) => set.has(tag.normalize('NFC').toLowerCase()));
};

const sameText = (a: string | null, b: string | null) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Score 0 means nothing in common: such a card is not recommended. */
export function scoreMatch(
  me: MatchProfile,
  them: MatchProfile,
  mutualEvents: number,
): { score: number; reasons: RecommendationReason[] } {
  const w = forYouWeights;
  const reasons: RecommendationReason[] = [];
  let score = 0;

  const offered = { roles: intersect(me.seeking, them.roles), skills: intersect(me.seekingSkills, them.skills) };
  if (offered.roles.length + offered.skills.length > 0) {
    score += offered.roles.length * w.offersRoleISeek + offered.skills.length * w.offersSkillISeek;
    reasons.push({ kind: 'OFFERS_WHAT_YOU_SEEK', ...offered });
  }
  const sought = { roles: intersect(me.roles, them.seeking), skills: intersect(me.skills, them.seekingSkills) };
  if (sought.roles.length + sought.skills.length > 0) {
    score += sought.roles.length * w.seeksRoleIOffer + sought.skills.length * w.seeksSkillIOffer;
    reasons.push({ kind: 'SEEKS_WHAT_YOU_OFFER', ...sought });
  }
  const skills = intersect(me.skills, them.skills);
  if (skills.length > 0) {
    score += skills.length * w.sharedSkill;
    reasons.push({ kind: 'SHARED_SKILLS', skills });
  }
  const tags = sharedTags(me.tags, them.tags);
  if (tags.length > 0) {
    score += tags.length * w.sharedTag;
    reasons.push({ kind: 'SHARED_TAGS', tags });
  }
  if (sameText(me.industry, them.industry)) {
    score += w.sameIndustry;
    reasons.push({ kind: 'SAME_INDUSTRY', industry: them.industry as string });
  }
  if (mutualEvents > 0) {
    score += Math.min(mutualEvents, w.mutualEventsCounted) * w.mutualEvent;
    reasons.push({ kind: 'MUTUAL_EVENTS', count: mutualEvents });
  }
  return { score, reasons };
}

export type RankCandidate = MatchProfile & { userId: string; createdAt: Date; mutualEvents: number };

/**
 * The For You order: best score first, then the newer card, then the higher user id; nothing in
 * common is left out. The database ranks a space by the same rule (recommendations.service.ts).
 */
export function rankMatches(me: MatchProfile, candidates: readonly RankCandidate[]) {
  return candidates
    .map((candidate) => ({
      userId: candidate.userId,
      createdAt: candidate.createdAt,
      ...scoreMatch(me, candidate, candidate.mutualEvents),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.createdAt.getTime() - a.createdAt.getTime() || (a.userId < b.userId ? 1 : -1));
}
