/** A multi-select with several choices reads as the first label and a count of the others: "React +2". */
export function firstPlusCount(labels: string[]): string {
  if (labels.length === 0) return '';
  return labels.length === 1 ? labels[0] : `${labels[0]} +${labels.length - 1}`;
}

type Item = string | { value: string; label: string } | { group: string; items: Item[] };

/** The label of each chosen value, from a select's data (plain strings are their own labels). */
export function labelsOf(values: readonly string[], data: readonly Item[] | undefined): string[] {
  const labels = new Map<string, string>();
  const walk = (items: readonly Item[]) => {
    for (const item of items) {
      if (typeof item === 'string') labels.set(item, item);
      else if ('group' in item) walk(item.items);
      else labels.set(item.value, item.label);
    }
  };
  walk(data ?? []);
  return values.map((value) => labels.get(value) ?? value);
}
