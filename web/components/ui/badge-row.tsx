import { Badge, Group } from '@mantine/core';

/** A tile's tags: the first `shown` as badges, the rest counted ("+3"); nothing when there are none. */
export function BadgeRow({ items, shown }: { items: readonly string[]; shown: number }) {
  if (items.length === 0) return null;
  return (
    <Group gap={6}>
      {items.slice(0, shown).map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none">
          {item}
        </Badge>
      ))}
      {items.length > shown && (
        <Badge variant="transparent" color="gray" tt="none">
          +{items.length - shown}
        </Badge>
      )}
    </Group>
  );
}
