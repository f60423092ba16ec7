// A single-open accordion without measuring (issue #27): the statements' sections on phones and the months card.
// Radix's accordion measures each open panel in a layout effect and reads its computed animation to mount it
// (`getBoundingClientRect`, `getComputedStyle`), which forced style and layout inside the drawn page's
// hydration: 8–10 ms of the full statements' longest task. The motion it measures for is not used here (the
// panels open at once, as DESIGN.md's calm pages and reduced motion want), so these render the same markup
// (a heading holding the button, `aria-expanded` and `aria-controls`, a labelled region, `data-state`) with
// nothing to measure. Arrow keys, Home and End move between the triggers, as in Radix's.
import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';

type RootContext = { open: string; toggle: (value: string) => void };
const Root = createContext<RootContext | null>(null);
const Item = createContext<{ value: string; open: boolean; triggerId: string; panelId: string } | null>(null);

const state = (open: boolean) => (open ? 'open' : 'closed');

type DisclosureProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The open item ('' for none), when the parent holds it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Items of which at most one is open; pressing the open one closes it. */
export function Disclosure({ value, defaultValue = '', onValueChange, ...props }: DisclosureProps) {
  const [own, setOwn] = useState(defaultValue);
  const open = value ?? own;
  const toggle = (item: string) => {
    const next = item === open ? '' : item;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <Root value={{ open, toggle }}>
      <div data-orientation="vertical" {...props} />
    </Root>
  );
}

export function DisclosureItem({
  value,
  className,
  ...props
}: ComponentProps<'div'> & { value: string; children: ReactNode }) {
  const root = use(Root);
  const id = useId();
  const open = root?.open === value;
  return (
    <Item value={{ value, open, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-state={state(open)} className={cn('border-b border-border', className)} {...props} />
    </Item>
  );
}

/** Up, Down, Home and End move between the disclosure's triggers (the WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-orientation]');
  const triggers = root ? [...root.querySelectorAll<HTMLButtonElement>('[data-disclosure-trigger]')] : [];
  // Only this disclosure's own triggers, not those of one nested in a panel.
  const own = triggers.filter((trigger) => trigger.closest('[data-orientation]') === root);
  const at = own.indexOf(event.currentTarget);
  if (at < 0 || own.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? own.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + own.length) % own.length;
  own[next]?.focus();
}

export function DisclosureTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  /** The heading level of the trigger's header, in the page's outline (3 by default). */
  headingLevel?: 2 | 3;
}) {
  const root = use(Root);
  const item = use(Item);
  if (!root || !item) throw new Error('DisclosureTrigger belongs in a DisclosureItem');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Heading className="flex" data-state={state(item.open)}>
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.panelId}
        data-state={state(item.open)}
        data-disclosure-trigger=""
        onClick={() => root.toggle(item.value)}
        onKeyDown={moveFocus}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </button>
    </Heading>
  );
}

/** The open item's panel; a closed one is not drawn. */
export function DisclosureContent({ className, children }: { className?: string; children: ReactNode }) {
  const item = use(Item);
  if (!item?.open) return null;
  return (
    <div
      role="region"
      id={item.panelId}
      aria-labelledby={item.triggerId}
      data-state="open"
      className="overflow-hidden text-sm"
    >
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </div>
  );
}
