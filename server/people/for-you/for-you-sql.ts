// For You's score as SQL, so the database ranks a whole space and answers one page. It is
// for-you-score.ts written out for one viewer: my values become constants, theirs are columns with
// the fields they hide emptied first. server/people/lounge/for-you.test.ts holds the two to the
// same numbers.
import { type SQL, sql } from 'drizzle-orm';
import { profileCards, userProfiles } from '../../platform/db/schema/index.ts';
import { forYouWeights as w, type MatchProfile } from './for-you-score.ts';

/** How tags are compared: whatever their capitals and Unicode form (as sharedTags in for-you-score.ts). */
export const tagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

const hidden = (field: string) => sql`${field} = any(${profileCards.hiddenFields})`;

/**
 * The values the score reads, per card, with the fields the person hides emptied, as the select list
 * of a materialized step: each is worked out once per card rather than once per term of the score.
 * Tags become the lower-cased JSON text of the list, where `"tag"` (quotes included) can only be a
 * whole element, since a tag holds only letters, digits and underscores (stored in NFC).
 */
export const matchColumns = sql`${profileCards.roles} as roles, ${profileCards.seeking} as seeking,
  ${profileCards.seekingSkills} as seeking_skills,
  (case when ${hidden('skills')} then '[]'::jsonb else ${userProfiles.skills} end) as skills,
  (case when ${hidden('tags')} then '' else lower(${userProfiles.tags}::text) end) as tag_text,
  (case when ${hidden('industry')} then null else lower(trim(${userProfiles.industry})) end) as industry`;

/** Σ weight × [their list holds v] over my values v; 0 when I have none. */
function countIn(list: SQL, values: readonly string[], weight: number): SQL {
  if (values.length === 0 || weight === 0) return sql`0`;
  return sql`(${sql.join(
    [...new Set(values)].map((value) => sql`(${list} ? ${value})::int`),
    sql` + `,
  )}) * ${sql.raw(String(weight))}`;
}

/** Their score against me, over the columns of matchColumns, given how many events they attended with me. */
export function scoreSql(me: MatchProfile, mutual: SQL): SQL {
  const industry = me.industry?.trim().toLowerCase();
  const tagKeys = [...new Set(me.tags.map(tagKey))];
  return sql.join(
    [
      countIn(sql`roles`, me.seeking, w.offersRoleISeek),
      countIn(sql`skills`, me.seekingSkills, w.offersSkillISeek),
      countIn(sql`seeking`, me.roles, w.seeksRoleIOffer),
      countIn(sql`seeking_skills`, me.skills, w.seeksSkillIOffer),
      countIn(sql`skills`, me.skills, w.sharedSkill),
      tagKeys.length > 0
        ? sql`(${sql.join(
            tagKeys.map((key) => sql`(position(${`"${key}"`} in tag_text) > 0)::int`),
            sql` + `,
          )}) * ${sql.raw(String(w.sharedTag))}`
        : sql`0`,
      industry ? sql`(coalesce(industry = ${industry}, false))::int * ${sql.raw(String(w.sameIndustry))}` : sql`0`,
      sql`least(${mutual}, ${sql.raw(String(w.mutualEventsCounted))}) * ${sql.raw(String(w.mutualEvent))}`,
    ],
    sql` + `,
  );
}
