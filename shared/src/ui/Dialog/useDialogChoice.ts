import { useCallback, useState } from 'react';

/**
 * "Choose an item, open its dialog": a list of cards (timeline entries, values, badges, case
 * studies) where choosing one opens one dialog showing it. Closing hands focus back to the item's
 * button (the Dialog does that), and only one item is open at a time.
 */
export function useDialogChoice<T>(items: readonly T[]) {
  const [chosenIndex, setChosenIndex] = useState<number | null>(null);
  const close = useCallback(() => setChosenIndex(null), []);
  const choose = useCallback((index: number) => setChosenIndex(index), []);
  const chosen = chosenIndex === null ? undefined : items[chosenIndex];
  return { chosen, chosenIndex, choose, close };
}
