import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How close to the end a reader must be to count as "reading the newest message". */
const NEAR_END_PX = 48;

/**
 * Scroll behaviour of a conversation, as messaging apps do it: it opens at the newest message; a message
 * that arrives while the reader is at the end (or that the reader sent) scrolls into view; one that arrives
 * while they are reading older messages leaves their position alone and is counted in `unseen`, which the
 * dialog shows as "N new messages" until they reach the end.
 *
 * `messageCount` is the number of messages shown and `latestIsMine` whether the newest is the reader's own.
 */
export function useFollowNewest(messageCount: number, latestIsMine: boolean) {
  // State, not a ref: the list mounts with the dialog's content, after `open` flips, and remounts per thread.
  const [list, setList] = useState<HTMLElement | null>(null);
  const atEnd = useRef(true);
  const counted = useRef(messageCount);
  const [unseen, setUnseen] = useState(0);

  const toEnd = useCallback(
    (element: HTMLElement) => {
      element.scrollTop = element.scrollHeight;
      atEnd.current = true;
      counted.current = messageCount;
      setUnseen(0);
    },
    [messageCount],
  );

  // A newly shown conversation starts at its newest message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list element is the trigger.
  useLayoutEffect(() => {
    if (list) toEnd(list);
  }, [list]);

  useLayoutEffect(() => {
    if (!list) return;
    const added = messageCount - counted.current;
    if (added <= 0) {
      counted.current = messageCount;
    } else if (atEnd.current || latestIsMine) {
      toEnd(list);
    } else {
      setUnseen(added);
    }
  }, [list, messageCount, latestIsMine, toEnd]);

  const onScroll = useCallback(() => {
    if (!list) return;
    atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX;
    if (atEnd.current) {
      counted.current = messageCount;
      setUnseen(0);
    }
  }, [list, messageCount]);

  const showNewest = useCallback(() => {
    if (list) toEnd(list);
  }, [list, toEnd]);

  return { listRef: setList, onScroll, unseen, showNewest };
}
