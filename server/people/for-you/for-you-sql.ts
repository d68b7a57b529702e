// For You's score as SQL, so the database ranks a space and answers one page. It is
// for-you-score.ts written out for one viewer as weighted terms: each of my values names the
// postings (space_match_postings, decision 051) it matches — their roles for the roles I seek,
// their skills for mine, … — with the weight that match adds. A card's score is the sum of the
// weights of its postings that my terms name, plus the events we attended together. Their postings
// hold only what they show (decision 039). server/people/lounge/for-you.test.ts holds the SQL and
// the pure function to the same numbers.
import { type SQL, sql } from 'drizzle-orm';
import { spaceMatchPostings as postings } from '../../platform/db/schema/index.ts';
import { forYouWeights as w, type MatchProfile } from './for-you-score.ts';

/** How tags are compared: whatever their capitals and Unicode form (as sharedTags in for-you-score.ts). */
export const tagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

/** A posting's field, as card-match-features.sql writes them. */
export type PostingField = 'role' | 'seeks' | 'skill' | 'seeks_skill' | 'tag' | 'industry';
export type MatchTerm = { field: PostingField; value: string; weight: number };

const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * My terms: each posting my values match and what it adds, one term per posting (a skill I have
 * and seek adds both weights). Each list of mine counts a value once, as for-you-score.ts does.
 */
export function matchTerms(me: MatchProfile): MatchTerm[] {
  const industry = me.industry?.trim().toLowerCase();
  const lists: [PostingField, readonly string[], number][] = [
    ['role', me.seeking, w.offersRoleISeek],
    ['skill', me.seekingSkills, w.offersSkillISeek],
    ['seeks', me.roles, w.seeksRoleIOffer],
    ['seeks_skill', me.skills, w.seeksSkillIOffer],
    ['skill', me.skills, w.sharedSkill],
    ['tag', me.tags.map(tagKey), w.sharedTag],
    ['industry', industry ? [industry] : [], w.sameIndustry],
  ];
  const terms = new Map<string, MatchTerm>();
  for (const [field, values, weight] of lists)
    for (const value of distinct(values)) {
      const key = `${field}\u0000${value}`;
      const term = terms.get(key);
      if (term) term.weight += weight;
      else terms.set(key, { field, value, weight });
    }
  return [...terms.values()];
}

/**
 * (user_id, created_at, weight, mutual): each posting in the space that one of my terms names, with
 * the term's weight; a card's score is the sum of its rows' weights.
 */
export function termPostingsSql(me: MatchProfile, spaceId: string): SQL {
  const terms = matchTerms(me);
  if (terms.length === 0)
    return sql`(select null::uuid as user_id, null::timestamptz as created_at, 0 as weight, 0 as mutual where false)`;
  const values = sql.join(
    terms.map((term) => sql`(${term.field}::text, ${term.value}::text, ${term.weight}::int)`),
    sql`, `,
  );
  return sql`(select ${postings.userId} as user_id, ${postings.createdAt} as created_at, terms.weight, 0 as mutual
    from (values ${values}) as terms(field, value, weight)
    join ${postings} on ${postings.spaceId} = ${spaceId} and ${postings.field} = terms.field and ${postings.value} = terms.value)`;
}

/**
 * (user_id, created_at, weight, mutual) of the people in the space with a card among `together`, a
 * relation of (user_id, shared): how many events we attended together, and what they add.
 */
export function togetherPostingsSql(spaceId: string, together: SQL): SQL {
  const weight = sql`least(together.shared, ${sql.raw(String(w.mutualEventsCounted))}) * ${sql.raw(String(w.mutualEvent))}`;
  // Each person's one `card` row, looked up by the primary key (the limit keeps it a lookup per
  // person): the people I attended events with are few, the space's cards many.
  return sql`(select here.user_id, here.created_at, ${weight} as weight, together.shared as mutual
    from ${together} as together
    cross join lateral (select ${postings.userId} as user_id, ${postings.createdAt} as created_at from ${postings}
      where ${postings.userId} = together.user_id and ${postings.spaceId} = ${spaceId}
        and ${postings.field} = 'card' and ${postings.value} = '' limit 1) as here)`;
}
