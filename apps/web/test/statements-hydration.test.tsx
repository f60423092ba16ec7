// The statements pages hydrate in parts (issue #27 item 3): a server-drawn page hydrates the layout the
// screen shows and leaves the other as the server drew it until it drops it; a later part (laterPart)
// keeps its server markup, without running its code, until it nears the screen or the browser is idle,
// and is then hydrated in place (the same DOM nodes), not drawn again.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ID } from '@trajectory/contracts/prerendered';
import { laterPart } from '@/components/statements/later-part';
import { StatementSections } from '@/components/statements/statement-sections';
import { endServerVisit, hydrateSsrState } from '@/lib/ssr-state';

let root: Root | undefined;
let container: HTMLDivElement;
const recoverable: unknown[] = [];

/** A page the server drew: the browser reads the query cache it came with (so isPhone is null at first). */
function serverVisit() {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SSR_STATE_ID;
  state.textContent = JSON.stringify({ queries: [], mutations: [] });
  document.body.append(state);
  hydrateSsrState(new QueryClient());
}

/** The server's markup in #root. */
function serverPage(html: string) {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
}

async function hydrate(page: ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => void recoverable.push(error) });
  });
}

function screenIs(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: phone, addEventListener() {}, removeEventListener() {} })),
  );
}

beforeEach(() => {
  recoverable.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  endServerVisit();
  document.body.innerHTML = '';
});

describe('the statement sections of a server-drawn page', () => {
  let renders = 0;
  function Probe() {
    renders += 1;
    return <p>Profit figures</p>;
  }
  const sections = () => [
    { value: 'profit-loss', title: 'Profit & Loss', content: <Probe /> },
    { value: 'cash-flow', title: 'Cash Flow', content: <p>Cash figures</p> },
  ];

  it.each([
    { screen: 'laptop', phone: false, shown: 'statement-tabs', dropped: 'statement-accordion' },
    { screen: 'phone', phone: true, shown: 'statement-accordion', dropped: 'statement-tabs' },
  ])('on a $screen, hydrate the layout it shows only, then drop the other', async (layout) => {
    screenIs(layout.phone);
    serverVisit();
    const html = renderToString(<StatementSections sections={sections()} />);
    // The server draws both layouts, each with the open section's content.
    expect(html.match(/Profit figures/g)).toHaveLength(2);
    serverPage(html);
    renders = 0;
    await hydrate(<StatementSections sections={sections()} />);
    expect(recoverable).toEqual([]);
    // The section's content ran once: in the layout the screen shows, not in the hidden one.
    expect(renders).toBe(1);
    expect(screen.getByTestId(layout.shown)).toBeInTheDocument();
    expect(screen.queryByTestId(layout.dropped)).toBeNull();
    // And the layout shown answers.
    const cashFlow = layout.phone
      ? screen.getByRole('button', { name: 'Cash Flow' })
      : screen.getByRole('tab', { name: 'Cash Flow' });
    await act(async () => {
      fireEvent.mouseDown(cashFlow, { button: 0 });
      fireEvent.click(cashFlow);
    });
    expect(screen.getByText('Cash figures')).toBeVisible();
  });
});

/** The browser's next frame and the task after it, when a wanted part hydrates (later-part.tsx). */
const afterFrame = () =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

describe('a later part', () => {
  let observed: IntersectionObserverCallback[] = [];
  let idle: (() => void)[] = [];
  let renders = 0;

  function Heavy({ label }: { label: string }) {
    renders += 1;
    return <button type="button">{label}</button>;
  }
  const load = { load: async () => Heavy };

  beforeEach(() => {
    observed = [];
    idle = [];
    renders = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    // Idle periods are handed out one at a time: the ones a test asked for pass before the next test.
    while (idle.length > 0) idle.shift()!();
  });

  /** The server's markup of the part: drawn whole, as prerender.tsx draws a page. */
  async function drawnByServer(name: string, label: string) {
    // The server process has a part of its own; in the browser the part is first rendered when hydrating.
    const ServerPart = laterPart(name, load);
    const { prelude } = await prerender(<ServerPart label={label} />);
    const html = await new Response(prelude).text();
    serverVisit();
    serverPage(html);
    return laterPart(name, load);
  }

  it('keeps the server markup until it nears the screen, then hydrates the same nodes', async () => {
    const Part = await drawnByServer('what-if-test', 'Reset to defaults');
    const button = screen.getByRole('button', { name: 'Reset to defaults' });
    // The server draws the part deferred: the browser lays it out once it is wanted.
    const wrapper = button.closest('[data-later-part]')!;
    expect(wrapper).toHaveClass('defer-render');
    renders = 0;
    await hydrate(<Part label="Reset to defaults" />);
    expect(recoverable).toEqual([]);
    expect(renders).toBe(0);
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBe(button);
    expect(wrapper).toHaveClass('defer-render');

    await act(async () => {
      for (const callback of observed) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
    // Laid out in the next frame (the class is gone), hydrated in the task after it, not in the same task.
    expect(wrapper).not.toHaveClass('defer-render');
    expect(renders).toBe(0);
    await act(afterFrame);
    expect(renders).toBe(1);
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBe(button);
    expect(recoverable).toEqual([]);
    expect(wrapper).not.toHaveClass('defer-render');
  });

  it('or when it is pressed', async () => {
    const Part = await drawnByServer('press-test', 'Press me');
    const button = screen.getByRole('button', { name: 'Press me' });
    renders = 0;
    await hydrate(<Part label="Press me" />);
    expect(renders).toBe(0);
    await act(async () => {
      fireEvent.pointerDown(button);
      await afterFrame();
    });
    expect(renders).toBe(1);
    expect(screen.getByRole('button', { name: 'Press me' })).toBe(button);
  });

  it('or when the browser is idle', async () => {
    const Part = await drawnByServer('upgrade-test', 'Upgrade');
    const button = screen.getByRole('button', { name: 'Upgrade' });
    renders = 0;
    await hydrate(<Part label="Upgrade" />);
    expect(renders).toBe(0);
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await act(async () => {
      while (idle.length > 0) idle.shift()!();
      await afterFrame();
    });
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBe(button);
    expect(renders).toBe(1);
    // Laid out once wanted, though it never came near the screen.
    expect(button.closest('[data-later-part]')).not.toHaveClass('defer-render');
    expect(recoverable).toEqual([]);
  });

  it('a page drawn in the browser loads it at once', async () => {
    const Part = laterPart('drawn-here', load);
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Part label="Drawn here" />);
    });
    expect(await screen.findByRole('button', { name: 'Drawn here' })).toBeInTheDocument();
    expect(observed).toEqual([]);
    // Nothing to skip on a page drawn in the browser: laid out as it is drawn.
    expect(screen.getByRole('button', { name: 'Drawn here' }).closest('[data-later-part]')).not.toHaveClass(
      'defer-render',
    );
  });
});
