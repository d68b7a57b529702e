import type { NetworkingRole, RecommendationReason } from '../../../contract/people.ts';
import { skillNames } from '../../../contract/skill-names.ts';
import type { HackathonSkill } from '../../../contract/users.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * "React and Go" in English; in Korean a plain "React, Go", which every sentence below follows with
 * a noun of its own, so no particle has to agree with an English name.
 */
export function listWords(items: string[], locale: string): string {
  if (locale === 'ko') return items.join(', ');
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);
}

const skillWords = (skills: readonly HackathonSkill[]) => skills.map((skill) => skillNames[skill]);

/** One reason of a recommendation, in words: "You both list React and Go", "2 events in common". */
export function reasonWords(reason: RecommendationReason, t: Translate, locale: string): string {
  const roles = (items: readonly NetworkingRole[]) => items.map((role) => t(`people.roles.${role}`));
  switch (reason.kind) {
    case 'SHARED_SKILLS':
      return t('people.reasons.sharedSkills', { list: listWords(skillWords(reason.skills), locale) });
    case 'SHARED_TAGS':
      return t('people.reasons.sharedTags', {
        list: listWords(
          reason.tags.map((tag) => `#${tag}`),
          locale,
        ),
      });
    case 'SAME_INDUSTRY':
      return t('people.reasons.sameIndustry', { industry: reason.industry });
    case 'OFFERS_WHAT_YOU_SEEK':
      return t('people.reasons.offersWhatYouSeek', {
        list: listWords([...roles(reason.roles), ...skillWords(reason.skills)], locale),
      });
    case 'SEEKS_WHAT_YOU_OFFER':
      return t('people.reasons.seeksWhatYouOffer', {
        list: listWords([...roles(reason.roles), ...skillWords(reason.skills)], locale),
      });
    case 'MUTUAL_EVENTS':
      return t('people.reasons.mutualEvents', { count: reason.count });
  }
}
