import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequestsTab } from '@/features/admin/requests/components/requests-tab';
import {
  assessment,
  json,
  Q1,
  Q2,
  renderWithClient,
  requestRow,
  requestsPage,
  stubApi,
  type Call,
} from './admin-requests-fixtures';

const LIST = '/api/admin/questionnaires';
const lists = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === LIST);
const lastList = (calls: Call[]) => lists(calls).at(-1)!;

/** Answers the list with two rows (25 in all), as the filters ask. */
function listHandler(call: Call) {
  const isDateFiltered = Boolean(call.params.get('startDate') || call.params.get('endDate'));
  const page = Number(call.params.get('page') ?? 1);
  return json(
    requestsPage([requestRow(), requestRow({ id: Q2, businessName: 'Bright Pixel Studio' })], {
      total: 25,
      page,
      isDateFiltered,
    }),
  );
}

describe('requests tab', () => {
  it('shows the stat cards and rows, asking page 1 of 10 by date created, newest first', async () => {
    const calls = stubApi((call) => (call.path === LIST ? listHandler(call) : json({}, 404)));
    renderWithClient(<RequestsTab />);

    const rows = await screen.findAllByTestId('request-row');
    expect(rows).toHaveLength(2);
    const first = lastList(calls).params;
    expect(first.get('sortBy')).toBe('createdAt');
    expect(first.get('order')).toBe('desc');
    expect(first.get('page')).toBe('1');
    expect(first.get('pageSize')).toBe('10');
    expect(first.has('search')).toBe(false);

    const stats = screen.getByRole('region', { name: 'Request statistics' });
    expect(within(stats).getByText('Total Requests')).toBeInTheDocument();
    expect(within(stats).getByText('25')).toBeInTheDocument();
    expect(within(stats).getByText('Reports Generated')).toBeInTheDocument();
    expect(within(stats).getByText('This Month')).toBeInTheDocument();
    expect(within(stats).getByText('67%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('REQ-11111111')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View assessment for Ada Bakes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate assessment for Ada Bakes' })).toBeEnabled();
  });

  it('a date filter goes back to page 1, is sent to the server and relabels the period card', async () => {
    const calls = stubApi((call) => (call.path === LIST ? listHandler(call) : json({}, 404)));
    renderWithClient(<RequestsTab />);
    await screen.findAllByTestId('request-row');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastList(calls).params.get('page')).toBe('2'));

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-01-31' } });
    await waitFor(() => expect(lastList(calls).params.get('endDate')).toBe('2025-01-31'));
    const params = lastList(calls).params;
    expect(params.get('startDate')).toBe('2025-01-01');
    expect(params.get('page')).toBe('1');
    expect(await screen.findByText('Selected Period')).toBeInTheDocument();
    expect(screen.queryByText('This Month')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // Back to the unfiltered first page (already cached, so not asked again).
    await screen.findByText('This Month');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
  });

  it('search waits for typing to stop, then asks once', async () => {
    const calls = stubApi((call) => (call.path === LIST ? listHandler(call) : json({}, 404)));
    renderWithClient(<RequestsTab />);
    await screen.findAllByTestId('request-row');

    await userEvent.type(screen.getByLabelText('Search'), 'Pixel');
    await waitFor(() => expect(lastList(calls).params.get('search')).toBe('Pixel'));
    const searches = lists(calls)
      .map((c) => c.params.get('search'))
      .filter(Boolean);
    expect(searches).toEqual(['Pixel']);
  });

  it('says when nothing matches the filters, and when there are no requests at all', async () => {
    stubApi((call) => (call.path === LIST ? json(requestsPage([])) : json({}, 404)));
    renderWithClient(<RequestsTab />);
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No requests match your filters')).toBeInTheDocument();
  });

  it('a failed load offers Try Again', async () => {
    let fail = true;
    stubApi((call) =>
      call.path === LIST
        ? fail
          ? json({ error: 'INTERNAL', message: 'Database is busy' }, 503)
          : listHandler(call)
        : json({}, 404),
    );
    renderWithClient(<RequestsTab />);
    expect(await screen.findByText('Could not load requests')).toBeInTheDocument();
    expect(screen.getByText('Database is busy')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('request-row')).toHaveLength(2);
  });

  it('delete asks first, then removes the request and refreshes the list', async () => {
    const calls = stubApi((call) => {
      if (call.path === LIST) return listHandler(call);
      if (call.method === 'DELETE' && call.path === `${LIST}/${Q2}`) return json({ success: true });
      return json({}, 404);
    });
    renderWithClient(<RequestsTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete request for Bright Pixel Studio' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Delete the request for Bright Pixel Studio\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const before = lists(calls).length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
  });

  it('a failed delete shows the fallback message', async () => {
    stubApi((call) => {
      if (call.path === LIST) return listHandler(call);
      if (call.method === 'DELETE') return new Response('', { status: 500 });
      return json({}, 404);
    });
    renderWithClient(<RequestsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete request for Ada Bakes' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete request')).toBeInTheDocument();
  });

  it('generate posts the questionnaire and shows the report being written', async () => {
    const calls = stubApi((call) => {
      if (call.path === LIST) return listHandler(call);
      if (call.method === 'POST' && call.path === '/api/admin/assessments') return json(assessment(), 201);
      if (call.path === `/api/admin/assessments/${Q1}`) return json(assessment());
      return json({}, 404);
    });
    renderWithClient(<RequestsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate assessment for Ada Bakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business Assessment Report' });
    expect(
      await within(dialog).findByText('Generation is expected to take 30 to 60 seconds.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ questionnaireId: Q1 });
  });

  it('regenerate asks the server to replace the existing assessment; a failure says Assessment Failed', async () => {
    const calls = stubApi((call) => {
      if (call.path === LIST)
        return json(requestsPage([requestRow({ hasAssessment: true, assessmentStatus: 'ready' })]));
      if (call.method === 'POST') return new Response('', { status: 500 });
      return json({}, 404);
    });
    renderWithClient(<RequestsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate assessment for Ada Bakes' }));
    expect(await screen.findByText('Assessment Failed')).toBeInTheDocument();
    expect(
      screen.getByText('AI analysis failed. Please check your OpenAI API key and try again.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ questionnaireId: Q1, replace: true });
  });
});
