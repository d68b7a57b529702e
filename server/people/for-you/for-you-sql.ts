// For You's score as SQL, so the database ranks a space and answers one page. It is
// for-you-score.ts written out for one viewer: my values become constants, theirs are the columns
// of card_match_features, where the fields they hide are already empty (decision 039).
// server/people/lounge/for-you.test.ts holds the two to the same numbers.
import { type SQL, sql } from 'drizzle-orm';
import { cardMatchFeatures as features } from '../../platform/db/schema/index.ts';
import { forYouWeights as w, type MatchProfile } from './for-you-score.ts';

/** How tags are compared: whatever their capitals and Unicode form (as sharedTags in for-you-score.ts). */
export const tagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

const distinct = (values: readonly string[]) => [...new Set(values)];
const industryKey = (me: MatchProfile) => me.industry?.trim().toLowerCase() || null;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Σ weight × [their list holds v] over my values v; 0 when I have none. */
function countIn(list: SQL, values: readonly string[], weight: number): SQL {
  if (values.length === 0 || weight === 0) return sql`0`;
  return sql`(${sql.join(
    distinct(values).map((value) => sql`(${value} = any(${list}))::int`),
    sql` + `,
  )}) * ${sql.raw(String(weight))}`;
}

/** Their score against me, over card_match_features' columns, given how many events they attended with me. */
export function scoreSql(me: MatchProfile, mutual: SQL): SQL {
  const industry = industryKey(me);
  return sql.join(
    [
      countIn(sql`${features.roles}`, me.seeking, w.offersRoleISeek),
      countIn(sql`${features.skills}`, me.seekingSkills, w.offersSkillISeek),
      countIn(sql`${features.seeking}`, me.roles, w.seeksRoleIOffer),
      countIn(sql`${features.seekingSkills}`, me.skills, w.seeksSkillIOffer),
      countIn(sql`${features.skills}`, me.skills, w.sharedSkill),
      countIn(sql`${features.tagKeys}`, me.tags.map(tagKey), w.sharedTag),
      industry ? sql`(coalesce(${features.industryKey} = ${industry}, false))::int * ${sql.raw(String(w.sameIndustry))}` : sql`0`,
      sql`least(${mutual}, ${sql.raw(String(w.mutualEventsCounted))}) * ${sql.raw(String(w.mutualEvent))}`,
    ],
    sql` + `,
  );
}

/**
 * Whether their card shares anything with mine, events in common aside: exactly the cards with a
 * term of scoreSql above zero, each term an overlap the GIN index answers (or the industry's index).
 */
export function sharesSomethingSql(me: MatchProfile): SQL {
  const overlaps: [SQL, readonly string[]][] = [
    [sql`${features.roles}`, me.seeking],
    [sql`${features.skills}`, [...me.seekingSkills, ...me.skills]],
    [sql`${features.seeking}`, me.roles],
    [sql`${features.seekingSkills}`, me.skills],
    [sql`${features.tagKeys}`, me.tags.map(tagKey)],
  ];
  const terms = overlaps
    .filter(([, values]) => values.length > 0)
    .map(([column, values]) => sql`${column} && ${textArray(distinct(values))}`);
  const industry = industryKey(me);
  if (industry) terms.push(sql`${features.industryKey} = ${industry}`);
  return terms.length > 0 ? sql`(${sql.join(terms, sql` or `)})` : sql`false`;
}
