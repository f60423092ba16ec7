// Issue #26 item 2: questions on a shared plan. The lender's "Ask about" dialog (field errors from the
// contract and from the API), the founder's panel and line markers on the full statements page, and the
// header's open count.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFounderThread } from '@trajectory/contracts/share-questions';
import { AskQuestion } from '@/components/sharing/questions/ask-question';
import { ViewerThreads } from '@/components/sharing/questions/viewer-threads';
import { visitorNavItems } from '@/components/layouts/visitor-nav-items';
import { mockStatements, mockViewport, PROSPECT_ID, QUESTIONNAIRE_ID } from './full-statements-fixtures';
import { jsonResponse, mockApi, renderRoute, renderWithClient } from './utils';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';
const QUESTIONS_URL = `/api/shared/${TOKEN}/questions`;

const thread: TFounderThread = {
  id: '5b0d7d4e-8a51-4b0e-9d0e-0c6a8e9f1a11',
  target: 'profitLoss.rent',
  year: 'year2',
  askerName: 'Dana Lender',
  askerEmail: 'dana@firstbank.example',
  body: 'Why does rent rise 5% a year?',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'open',
  replies: [],
  shareLinkId: '0f6a3c0e-3f3e-4d8e-9a59-7a3c6f0b2c22',
  linkLabel: 'First Bank',
};

describe('asking about a line', () => {
  it('checks the fields, shows the API’s refusal at its field, then sends the line and year', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = true;
    const fetchMock = mockApi({
      [QUESTIONS_URL]: (init) => {
        if (init?.method !== 'POST') return jsonResponse({ threads: [] });
        sent.push(JSON.parse(String(init.body)));
        if (refuse) {
          refuse = false;
          return jsonResponse(
            { error: 'INVALID_INPUT', message: 'This plan projects 3 years.', field: 'year' },
            { status: 400 },
          );
        }
        const { email: _email, ...rest } = sent.at(-1) as Record<string, unknown>;
        return jsonResponse(
          { ...thread, ...rest, askerName: 'Dana Lender', askerEmail: undefined, replies: [] },
          { status: 201 },
        );
      },
    });
    renderWithClient(<AskQuestion token={TOKEN} target="profitLoss.rent" years={3} />);

    await user.click(screen.getByRole('button', { name: 'Ask about Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask about Rent' });
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    // The contract's rules, before anything is sent.
    expect(within(dialog).getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Give your name, so the founder knows who asks')).toBeInTheDocument();
    expect(within(dialog).getByText('Write your question')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Your name/), 'Dana Lender');
    await user.type(within(dialog).getByLabelText(/Your e-mail/), 'dana@firstbank.example');
    await user.selectOptions(within(dialog).getByLabelText('About'), 'year2');
    await user.type(within(dialog).getByLabelText(/Your question/), 'Why does rent rise 5% a year?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('This plan projects 3 years.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('About')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText(/Your question was sent/)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      name: 'Dana Lender',
      email: 'dana@firstbank.example',
      body: 'Why does rent rise 5% a year?',
      target: 'profitLoss.rent',
      year: 'year2',
    });
  });

  it('an assumption has no year to choose; an unknown target has no button', () => {
    mockApi({});
    const { unmount } = renderWithClient(
      <AskQuestion token={TOKEN} target="assumptions.unitPrice" years={3} />,
    );
    expect(screen.getByRole('button', { name: 'Ask about Unit price' })).toBeInTheDocument();
    unmount();
    renderWithClient(<AskQuestion token={TOKEN} target="profitLoss.yacht" years={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("lists the link's threads with names and answers", async () => {
    const { askerEmail: _e, shareLinkId: _s, linkLabel: _l, ...viewer } = thread;
    mockApi({
      [QUESTIONS_URL]: () =>
        jsonResponse({
          threads: [
            {
              ...viewer,
              status: 'answered',
              replies: [
                {
                  id: '7c1f7d4e-8a51-4b0e-9d0e-0c6a8e9f1a33',
                  body: 'Our lease has a 5% escalator.',
                  createdAt: '2026-11-21T10:00:00.000Z',
                },
              ],
            },
          ],
        }),
    });
    renderWithClient(<ViewerThreads token={TOKEN} />);
    expect(await screen.findByText('Why does rent rise 5% a year?')).toBeInTheDocument();
    expect(screen.getByText('Rent (Profit & Loss), Year 2')).toBeInTheDocument();
    expect(screen.getByText('Dana Lender')).toBeInTheDocument();
    expect(screen.getByText('Our lease has a 5% escalator.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });
});

describe("the founder's side", () => {
  it('marks the questioned line, lists the thread with the e-mail and sends the answer', async () => {
    const user = userEvent.setup();
    mockViewport({ isPhone: false });
    const answers: unknown[] = [];
    mockStatements({
      extra: {
        [`/api/questionnaires/${QUESTIONNAIRE_ID}/questions`]: () => jsonResponse({ threads: [thread] }),
        [`/api/questionnaires/${QUESTIONNAIRE_ID}/questions/${thread.id}/replies`]: (init) => {
          answers.push(JSON.parse(String(init?.body)));
          return jsonResponse({ ...thread, status: 'answered' }, { status: 201 });
        },
      },
    });
    renderRoute(`/full-statements/${PROSPECT_ID}`);
    const marker = await screen.findByRole(
      'link',
      { name: '1 question about Rent, open' },
      { timeout: 10_000 },
    );
    expect(marker.closest('[data-row]')).toHaveAttribute('data-row', 'rent');
    expect(marker).toHaveAttribute('href', `#question-${thread.id}`);

    const panel = screen.getByRole('region', { name: 'Questions from your lenders' });
    expect(within(panel).getByText('Why does rent rise 5% a year?')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'dana@firstbank.example' })).toBeInTheDocument();
    expect(within(panel).getByText(/First Bank/)).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Your answer'), 'Our lease has a 5% escalator.');
    await user.click(within(panel).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(answers).toEqual([{ body: 'Our lease has a 5% escalator.' }]));
  });

  it('marks a questioned input in the assumptions as well', async () => {
    const user = userEvent.setup();
    mockViewport({ isPhone: false });
    const aboutPrice = {
      ...thread,
      id: '5d0c2a61-7a8e-4f39-9a55-2c1d3b4e5f60',
      target: 'assumptions.unitPrice',
      year: null,
      body: 'Is $25 what bakeries near you charge?',
    };
    mockStatements({
      extra: {
        [`/api/questionnaires/${QUESTIONNAIRE_ID}/questions`]: () => jsonResponse({ threads: [aboutPrice] }),
      },
    });
    renderRoute(`/full-statements/${PROSPECT_ID}`);
    await user.click(await screen.findByRole('tab', { name: 'Assumptions & Notes' }, { timeout: 10_000 }));
    const marker = await screen.findByRole('link', { name: '1 question about Unit price, open' });
    expect(marker.closest('tr')).toHaveTextContent(/Unit Price/i);
    expect(marker).toHaveAttribute('href', `#question-${aboutPrice.id}`);
  });

  it('shows nothing new on the page when no lender has asked', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(`/full-statements/${PROSPECT_ID}`);
    await screen.findByRole('table', { name: '3-year Profit & Loss projection' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Questions from your lenders' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('question-marker')).not.toBeInTheDocument();
  });

  it("the header's Full Statements entry carries the open count", () => {
    const facts = {
      prospect: { id: PROSPECT_ID },
      hasFullStatements: true,
      canUpgrade: false,
      holdsSeveral: false,
    };
    const statements = (open?: number) =>
      visitorNavItems({ ...facts, openQuestions: open }).find((item) => item.key === 'statements');
    expect(statements()?.badge).toBeUndefined();
    expect(statements(0)?.badge).toBeUndefined();
    expect(statements(2)?.badge).toEqual({ count: 2, label: '2 open questions from your lenders' });
  });
});
