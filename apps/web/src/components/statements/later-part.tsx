// Parts of a server-drawn statements page hydrated after the rest (issue #27 item 3). The page arrives drawn
// (apps/server/src/http/pages/page-render.ts), so a part below the fold needs its code only to answer the
// visitor: its chunk is fetched, and its markup hydrated, when it comes near the screen, when it is pressed
// or focused, or when the browser is idle (one part per idle period), not in the task that starts the page.
// Until then React keeps the server's markup as it is (a Suspense boundary still suspended while hydrating
// is left dehydrated). A page drawn in the browser (no server markup) draws its parts at once, in the same
// render when their code is part of the page's. On a server-drawn page its wrapper is `defer-render`
// (index.css) until it is wanted: the browser does not lay it out before, so the page's first layout is of
// what is on screen, and each part's layout comes with its hydration.
import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/utils';

/** How far below (or above) the screen a part starts hydrating. */
const NEAR_SCREEN = '300px 0px';

const ATTRIBUTE = 'data-later-part';
/** The class that has the browser skip a part's layout and paint until it is wanted (index.css). */
const DEFERRED = 'defer-render';

/** What makes a part wanted at once: a press or a focus inside its markup. */
const PRESS = ['pointerdown', 'focusin', 'touchstart'] as const;

/** Idle periods handed out one at a time, so two parts never hydrate in the same one. */
let idleTurn: Promise<void> = Promise.resolve();

function nextIdlePeriod(): Promise<void> {
  const turn = idleTurn.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(() => resolve(), { timeout: 4000 });
        } else window.setTimeout(resolve, 200);
      }),
  );
  idleTurn = turn;
  return turn;
}

/**
 * Calls `then` in a task after the browser's next frame: a part that was not laid out is laid out in that
 * frame, and hydrated in the task after it, so the two are not one long task (a part's layout and its
 * hydration together were 25–35 ms, over 100 ms under Lighthouse's throttling).
 */
function afterNextFrame(then: () => void) {
  if (typeof window.requestAnimationFrame !== 'function') return then();
  window.requestAnimationFrame(() => window.setTimeout(then, 0));
}

/**
 * Resolves when the part named `name` is wanted; null when it is wanted now (on the server, on a page drawn
 * in the browser). On a page being hydrated: when its markup nears the screen, is pressed or focused, or
 * the browser is idle.
 */
export function whenWanted(name: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const marks = [...document.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}="${name}"]`)];
  if (marks.length === 0) return null;
  if (typeof IntersectionObserver === 'undefined') {
    for (const mark of marks) mark.classList.remove(DEFERRED);
    return null;
  }
  return new Promise((resolve) => {
    let wanted = false;
    const want = () => {
      if (wanted) return;
      wanted = true;
      // Laid out from now on: React never set the class again, as its props do not change.
      for (const mark of marks) mark.classList.remove(DEFERRED);
      observer.disconnect();
      for (const type of PRESS) document.removeEventListener(type, pressed, true);
      afterNextFrame(resolve);
    };
    // On the document, not the part: React stops an event aimed at markup it has not hydrated at the root.
    const pressed = (event: Event) => {
      if (marks.some((mark) => mark.contains(event.target as Node))) want();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR_SCREEN },
    );
    for (const mark of marks) observer.observe(mark);
    for (const type of PRESS) document.addEventListener(type, pressed, true);
    void nextIdlePeriod().then(want);
  });
}

/** A promise as React's `use` reads it without suspending once it has settled. */
type Thenable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const settled = (promise: Promise<void>): Thenable => {
  const thenable = promise as Thenable;
  void promise.then(() => {
    thenable.status = 'fulfilled';
    thenable.value = undefined;
  });
  return thenable;
};

const NOW: Thenable = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

type PartProps<P> = P & { fallback?: ReactNode; className?: string };

/**
 * A part of a statements page hydrated once it is wanted (whenWanted): `part` is its component, or a
 * loader of it (its code is then a chunk of its own, fetched when wanted). Until then a server-drawn
 * page keeps the part's markup; a page drawn in the browser draws it at once (with a component, in the
 * same render). Memoised: a page that renders again with the same props leaves a part that has not
 * hydrated yet as it is (an update would have React draw it anew in the browser instead); `same` says
 * when props are the same if shallow equality is too strict (a query's result is a new object each render).
 */
export function laterPart<P extends object>(
  name: string,
  part: ComponentType<P> | { load: () => Promise<ComponentType<P>> },
  { same }: { same?: (before: P, after: P) => boolean } = {},
): ComponentType<PartProps<P>> {
  const Part: ComponentType<P> =
    'load' in part ? (lazy(async () => ({ default: await part.load() })) as ComponentType<P>) : part;
  // Asked on the part's first render: the server's markup is in the document then if it is hydrating.
  let wanted: Thenable | undefined;
  function Gate({ children }: { children: ReactNode }) {
    if (!wanted) {
      const waiting = whenWanted(name);
      wanted = waiting ? settled(waiting) : NOW;
    }
    if (wanted.status !== 'fulfilled') use(wanted as Promise<void>);
    return children;
  }
  function LaterPart({ fallback = null, className, ...props }: PartProps<P>) {
    // Drawn deferred (the server's markup and its hydration alike); whenWanted takes the class away when the
    // part is wanted, and a part drawn in the browser, with no server markup to skip, is laid out at once.
    const wrapper = useRef<HTMLDivElement>(null);
    const [drawnHere] = useState(
      () => typeof document !== 'undefined' && !document.querySelector(`[${ATTRIBUTE}="${name}"]`),
    );
    useEffect(() => {
      if (drawnHere) wrapper.current?.classList.remove(DEFERRED);
    }, [drawnHere]);
    return (
      <div {...{ [ATTRIBUTE]: name }} ref={wrapper} className={cn(DEFERRED, className)}>
        <Suspense fallback={fallback}>
          <Gate>
            <Part {...(props as unknown as P & React.JSX.IntrinsicAttributes)} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  const equal = same && ((before: P, after: P) => same(before, after));
  return memo(LaterPart, equal as never) as unknown as ComponentType<PartProps<P>>;
}

type QueryLike = { data?: unknown; status: string };

/** `same` for a part whose props hold a query's result: equal when its data and status are. */
export function sameQueryProps<P extends object>(before: P, after: P): boolean {
  const keys = Object.keys(after) as (keyof P)[];
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => {
    const a = before[key] as unknown;
    const b = after[key] as unknown;
    if (Object.is(a, b)) return true;
    if (!isQuery(a) || !isQuery(b)) return false;
    return a.data === b.data && a.status === b.status;
  });
}

const isQuery = (value: unknown): value is QueryLike =>
  typeof value === 'object' && value !== null && 'status' in value && 'refetch' in value;
