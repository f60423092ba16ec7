// The statements' light accordion (components/ui/disclosure.tsx, issue #27): one item open at a time, the open
// one closes when pressed, its panel is a labelled region, and the arrow keys move between its own triggers.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure, DisclosureContent, DisclosureItem, DisclosureTrigger } from '@/components/ui/disclosure';

function Sections({ nested = false }: { nested?: boolean }) {
  return (
    <Disclosure defaultValue="a" data-testid="sections">
      {['a', 'b', 'c'].map((value) => (
        <DisclosureItem key={value} value={value}>
          <DisclosureTrigger headingLevel={2}>{`Section ${value}`}</DisclosureTrigger>
          <DisclosureContent>
            {`Panel ${value}`}
            {nested && value === 'a' && (
              <Disclosure>
                <DisclosureItem value="inner">
                  <DisclosureTrigger>Inner</DisclosureTrigger>
                  <DisclosureContent>Inner panel</DisclosureContent>
                </DisclosureItem>
              </Disclosure>
            )}
          </DisclosureContent>
        </DisclosureItem>
      ))}
    </Disclosure>
  );
}

describe('Disclosure', () => {
  it('opens one item at a time, and pressing the open one closes it', async () => {
    render(<Sections />);
    const a = screen.getByRole('button', { name: 'Section a' });
    const b = screen.getByRole('button', { name: 'Section b' });
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(b).toHaveAttribute('aria-expanded', 'false');
    const region = screen.getByRole('region', { name: 'Section a' });
    expect(region).toHaveTextContent('Panel a');
    expect(a).toHaveAttribute('aria-controls', region.id);
    expect(screen.queryByText('Panel b')).not.toBeInTheDocument();

    await userEvent.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Section b' })).toHaveTextContent('Panel b');
    expect(screen.queryByText('Panel a')).not.toBeInTheDocument();

    await userEvent.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the heading level and the markup the pages and their tests read', () => {
    render(<Sections />);
    const root = screen.getByTestId('sections');
    const triggers = [...root.querySelectorAll(':scope > div > h2 > button')];
    expect(triggers.map((t) => t.textContent)).toEqual(['Section a', 'Section b', 'Section c']);
    expect(triggers[0]).toHaveAttribute('data-state', 'open');
    expect(triggers[1]).toHaveAttribute('data-state', 'closed');
  });

  it('moves between its own triggers with the arrow keys, Home and End, and opens with Enter', async () => {
    render(<Sections nested />);
    const root = screen.getByTestId('sections');
    const [a, b, c] = ['a', 'b', 'c'].map((v) => within(root).getByRole('button', { name: `Section ${v}` }));
    a!.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The nested disclosure's trigger (inside panel a) is not one of these.
    expect(b).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(c).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(a).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(c).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(a).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(b).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the value its parent holds', async () => {
    const seen: string[] = [];
    const held = (value: string) => (
      <Disclosure value={value} onValueChange={(v) => seen.push(v)}>
        {['A', 'B'].map((name) => (
          <DisclosureItem key={name} value={name.toLowerCase()}>
            <DisclosureTrigger>{name}</DisclosureTrigger>
            <DisclosureContent>{`Panel ${name}`}</DisclosureContent>
          </DisclosureItem>
        ))}
      </Disclosure>
    );
    const { rerender } = render(held('b'));
    expect(screen.getByText('Panel B')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(seen).toEqual(['a']);
    // Held by the parent: nothing changes until it passes the new value.
    expect(screen.getByText('Panel B')).toBeInTheDocument();
    rerender(held('a'));
    expect(screen.getByText('Panel A')).toBeInTheDocument();
    expect(screen.queryByText('Panel B')).not.toBeInTheDocument();
  });
});
