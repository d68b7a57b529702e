import {
  profileFieldGroup,
  profileFieldKeys,
  type ProfileFieldGroup,
  type ProfileFieldKey,
} from '../../../contract/profile-fields.ts';

/** One field, or fields side by side. */
export type FieldRow<K extends ProfileFieldKey = ProfileFieldKey> = K | readonly K[];
export type FieldSection<S extends string, K extends ProfileFieldKey = ProfileFieldKey> = { id: S; rows: readonly FieldRow<K>[] };

const isField = (item: string): item is ProfileFieldKey => (profileFieldKeys as readonly string[]).includes(item);

/**
 * A form's or a view's own arrangement of the fields, completed from the field list: a field it does
 * not place yet goes at the end of the section of its group, so a new field shows before anyone
 * lays it out. Only `keys` are kept.
 */
export function completeSections<S extends string, K extends ProfileFieldKey>(
  sections: readonly FieldSection<S, K>[],
  keys: readonly K[],
  sectionOf: (group: ProfileFieldGroup) => S,
): FieldSection<S, K>[] {
  const placed = new Set<ProfileFieldKey>(sections.flatMap((section) => section.rows.flat()));
  const kept = (row: FieldRow<K>) => (typeof row === 'string' ? keys.includes(row) : row.some((key) => keys.includes(key)));
  return sections.map((section) => ({
    id: section.id,
    rows: [
      ...section.rows.filter(kept).map((row) => (typeof row === 'string' ? row : row.filter((key) => keys.includes(key)))),
      ...keys.filter((key) => !placed.has(key) && sectionOf(profileFieldGroup(key)) === section.id),
    ],
  }));
}

/**
 * A flat arrangement (fields and other items) completed the same way: a field it does not place
 * goes after the last placed field of its group, else at the end. Only `keys` are kept.
 */
export function completeOrder<K extends ProfileFieldKey, T extends string>(order: readonly (K | T)[], keys: readonly K[]) {
  const listed = new Set<string>(keys);
  const items = order.filter((item) => !isField(item) || listed.has(item));
  for (const key of keys) {
    if (items.includes(key)) continue;
    const group = profileFieldGroup(key);
    const last = items.findLastIndex((item) => isField(item) && profileFieldGroup(item) === group);
    items.splice(last === -1 ? items.length : last + 1, 0, key);
  }
  return items;
}
