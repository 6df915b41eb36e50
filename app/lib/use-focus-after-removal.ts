import { type RefObject, useEffect, useRef } from 'react';

/**
 * Where the keyboard goes when the item it was on is removed (a cart line, a saved
 * product): the list of the items left, or the page's heading once the list is empty
 * (focus would otherwise fall to the top of the page). `removing`: the id of the item
 * whose removal is on its way.
 */
export function useFocusAfterRemoval(
  removing: FormDataEntryValue | null | undefined,
  lines: { id: string }[],
  list: RefObject<HTMLUListElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const removed = useRef<string | null>(null);
  if (typeof removing === 'string') removed.current = removing;
  useEffect(() => {
    const id = removed.current;
    if (!id || lines.some((line) => line.id === id)) return;
    removed.current = null;
    (list.current ?? heading.current)?.focus();
  }, [lines, list, heading]);
}
