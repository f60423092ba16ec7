import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { forgetKeptState, useKeptState } from '@/features/admin/common/hooks/use-kept-state';
import { useFilterPage } from '@/features/admin/common/hooks/use-filter-page';

function SearchBox() {
  const [value, setValue] = useKeptState('test.search', '');
  return <input aria-label="Search" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function Pager({ filter }: { filter: string }) {
  const [page, setPage] = useFilterPage({ filter }, 'test.page');
  return (
    <button type="button" onClick={() => setPage(page + 1)}>
      page {page}
    </button>
  );
}

describe('staff list state kept across remounts', () => {
  it('keeps what was typed when the list is unmounted and mounted again, until sign-out', async () => {
    const first = render(<SearchBox />);
    await userEvent.type(screen.getByLabelText('Search'), 'bakery');
    first.unmount();
    const second = render(<SearchBox />);
    expect(screen.getByLabelText('Search')).toHaveValue('bakery');
    second.unmount();
    act(() => forgetKeptState());
    render(<SearchBox />);
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('keeps the page for the same filter and starts from page 1 when the filter changes', async () => {
    const view = render(<Pager filter="a" />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('page 3');
    view.unmount();
    const again = render(<Pager filter="a" />);
    expect(screen.getByRole('button')).toHaveTextContent('page 3');
    again.rerender(<Pager filter="b" />);
    expect(screen.getByRole('button')).toHaveTextContent('page 1');
  });
});
