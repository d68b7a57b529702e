// For You's pure scoring: eight hand-made cards against mine, their exact order and reasons.
import { describe, expect, it } from 'vitest';
import type { CardField } from '../../../contract/people.ts';
import { visibleForMatching } from '../cards/card-view.ts';
import { rankMatches, scoreMatch, type MatchProfile, type RankCandidate } from './for-you-score.ts';

const empty: MatchProfile = { skills: [], tags: [], industry: null, roles: [], seeking: [], seekingSkills: [] };
const me: MatchProfile = {
  skills: ['REACT', 'GO'],
  tags: ['AI', 'climate'],
  industry: 'Fintech',
  roles: ['FOUNDER'],
  seeking: ['INVESTOR', 'DESIGNER'],
  seekingSkills: ['FIGMA'],
};

/** A card as the viewer may use it: the fields it hides are emptied first, as the service does. */
function card(
  userId: string,
  second: number,
  profile: Partial<MatchProfile>,
  extra: { mutualEvents?: number; hiddenFields?: CardField[] } = {},
): RankCandidate {
  const values = { ...empty, ...profile };
  return {
    ...values,
    ...visibleForMatching({ ...values, hiddenFields: extra.hiddenFields ?? [] }),
    userId,
    createdAt: new Date(Date.UTC(2026, 5, 1, 0, 0, second)),
    mutualEvents: extra.mutualEvents ?? 0,
  };
}

const cards = [
  card('investor', 1, { roles: ['INVESTOR'], seeking: ['FOUNDER'], tags: ['ai'], industry: ' FINTECH ' }),
  card('designer', 2, { roles: ['DESIGNER'], skills: ['FIGMA', 'REACT'], seekingSkills: ['GO'] }),
  card('developer-old', 3, { skills: ['REACT', 'GO'], tags: ['Climate'] }),
  card('developer-new', 4, { skills: ['GO', 'REACT'], tags: ['CLIMATE'] }),
  card('colleague', 5, { industry: 'fintech' }),
  card('regular', 6, { skills: ['JAVA'] }, { mutualEvents: 7 }),
  card('stranger', 7, { skills: ['JAVA'], tags: ['cooking'], industry: 'Gaming', roles: ['MENTOR'], seeking: ['RECRUITER'] }),
  // shares skills, tags and industry, but hides all three
  card(
    'private',
    8,
    { skills: ['REACT', 'GO'], tags: ['ai'], industry: 'Fintech' },
    { hiddenFields: ['skills', 'tags', 'industry'] },
  ),
];

describe('scoreMatch and rankMatches', () => {
  it('rank the cards by score, the newer card first on a tie, and leave out those with nothing in common', () => {
    const ranked = rankMatches(me, cards);
    expect(ranked.map((entry) => [entry.userId, entry.score])).toEqual([
      ['investor', 5 + 4 + 2 + 2],
      ['designer', 5 + 2 + 2 + 3],
      ['developer-new', 3 + 3 + 2],
      ['developer-old', 3 + 3 + 2],
      ['regular', 5],
      ['colleague', 2],
    ]);
  });

  it('state their reasons, naming my tags as I wrote them and only what the other person shows', () => {
    const reasons = Object.fromEntries(rankMatches(me, cards).map((entry) => [entry.userId, entry.reasons]));
    expect(reasons.investor).toEqual([
      { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['INVESTOR'], skills: [] },
      { kind: 'SEEKS_WHAT_YOU_OFFER', roles: ['FOUNDER'], skills: [] },
      { kind: 'SHARED_TAGS', tags: ['AI'] },
      { kind: 'SAME_INDUSTRY', industry: ' FINTECH ' },
    ]);
    expect(reasons.designer).toEqual([
      { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['DESIGNER'], skills: ['FIGMA'] },
      { kind: 'SEEKS_WHAT_YOU_OFFER', roles: [], skills: ['GO'] },
      { kind: 'SHARED_SKILLS', skills: ['REACT'] },
    ]);
    expect(reasons['developer-new']).toEqual([
      { kind: 'SHARED_SKILLS', skills: ['REACT', 'GO'] },
      { kind: 'SHARED_TAGS', tags: ['climate'] },
    ]);
    // Seven events in common are stated as seven and count as five.
    expect(reasons.regular).toEqual([{ kind: 'MUTUAL_EVENTS', count: 7 }]);
    expect(reasons.colleague).toEqual([{ kind: 'SAME_INDUSTRY', industry: 'fintech' }]);
    expect(reasons.private).toBeUndefined();
  });

  it('is zero for an empty card or an empty me', () => {
    expect(scoreMatch(empty, me, 0)).toEqual({ score: 0, reasons: [] });
    expect(scoreMatch(me, empty, 0)).toEqual({ score: 0, reasons: [] });
  });
});
