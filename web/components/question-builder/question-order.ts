/** The list with one item taken out and put at `toIndex` (an index in the resulting list). */
export function moveWithin<T extends { id: string }>(items: readonly T[], id: string, toIndex: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  if (from === -1) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), items[from], ...rest.slice(at)];
}

/**
 * What `POST …/move` is told: the question that will come right before the moved one (null: it
 * goes first) and the one right after (null: it goes last).
 */
export function neighboursAt(
  items: readonly { id: string }[],
  id: string,
  toIndex: number,
): { beforeId: string | null; afterId: string | null } {
  const moved = moveWithin(items, id, toIndex);
  const at = moved.findIndex((item) => item.id === id);
  return { beforeId: moved[at - 1]?.id ?? null, afterId: moved[at + 1]?.id ?? null };
}

/**
 * Where a drop lands, as an index in the list without the dragged item: over the upper half of
 * the target it goes before it, over the lower half after it.
 */
export function dropIndex(items: readonly { id: string }[], draggedId: string, targetId: string, lowerHalf: boolean): number {
  const rest = items.filter((item) => item.id !== draggedId);
  const target = rest.findIndex((item) => item.id === targetId);
  if (target === -1) return items.findIndex((item) => item.id === draggedId);
  return lowerHalf ? target + 1 : target;
}

/** Whether the move changes anything. */
export function isRealMove(items: readonly { id: string }[], id: string, toIndex: number): boolean {
  return items.findIndex((item) => item.id === id) !== toIndex;
}
