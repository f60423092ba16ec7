// Whether a sideways-scrolling box has more to show on either side, kept up to date as it scrolls and resizes:
// the statement tables draw a shadow and a hint from it, so a phone shows that they scroll (issue #24).
import { useEffect, useState, type RefObject } from 'react';

export type ScrollEdges = {
  /** The content is wider than the box. */
  overflows: boolean;
  /** Scrolled away from the start: the pinned first column casts a shadow over the figures. */
  hasLeft: boolean;
  /** More to the right: a shadow at the right edge. */
  hasRight: boolean;
};

const NONE: ScrollEdges = { overflows: false, hasLeft: false, hasRight: false };

function edgesOf(box: HTMLElement): ScrollEdges {
  const room = box.scrollWidth - box.clientWidth;
  // A pixel of rounding is not a scroll.
  if (room <= 1) return NONE;
  return { overflows: true, hasLeft: box.scrollLeft > 1, hasRight: box.scrollLeft < room - 1 };
}

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflows === b.overflows && a.hasLeft === b.hasLeft && a.hasRight === b.hasRight;

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setEdges((previous) => {
        const now = edgesOf(box);
        return same(previous, now) ? previous : now;
      });
    box.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // The observer reports each box once it is laid out, so the first reading needs no layout of its own: read
    // here, it forced the page's layout inside the hydration's task (issue #27). Without one, read now.
    if (observer) {
      observer.observe(box);
      if (box.firstElementChild) observer.observe(box.firstElementChild);
    } else update();
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
