import { useState } from 'react';
import type { DragEvent } from 'react';
import type { DragHandlers } from './question-card.tsx';
import { dropIndex, isRealMove } from './question-order.ts';

type Item = { id: string };
type Hover = { id: string; lowerHalf: boolean };

const lowerHalfOf = (event: DragEvent) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/**
 * Native drag and drop for the question list: a card is dragged by its handle (so the inputs on
 * it stay usable), shows where it would land, and on drop tells `onMove` the new index. The
 * cards' up and down buttons do the same from the keyboard.
 */
export function useQuestionDrag(items: readonly Item[], onMove: (id: string, toIndex: number) => void) {
  const [armed, setArmed] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  const reset = () => {
    setArmed(null);
    setDragged(null);
    setHover(null);
  };

  const handlersFor = (id: string): DragHandlers => ({
    draggable: armed === id || dragged === id,
    onHandleDown: () => setArmed(id),
    onDragStart: (event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      setDragged(id);
    },
    onDragEnd: reset,
    onDragOver: (event) => {
      if (!dragged) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const lowerHalf = lowerHalfOf(event);
      if (hover?.id !== id || hover.lowerHalf !== lowerHalf) setHover({ id, lowerHalf });
    },
    onDrop: (event) => {
      event.preventDefault();
      const moving = dragged ?? event.dataTransfer.getData('text/plain');
      const toIndex = dropIndex(items, moving, id, lowerHalfOf(event));
      reset();
      if (moving && isRealMove(items, moving, toIndex)) onMove(moving, toIndex);
    },
  });

  /** Where the drop line shows on a card. */
  const dropAt = (id: string): 'before' | 'after' | null =>
    hover && dragged && hover.id === id && dragged !== id ? (hover.lowerHalf ? 'after' : 'before') : null;

  return { handlersFor, dropAt, dragged, disarm: () => !dragged && setArmed(null) };
}
