// The requests table's plan column: what the questionnaire's reports hold, then the prospect's plan now.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestsTab } from '@/features/admin/requests/components/requests-tab';
import { json, Q2, renderWithClient, requestRow, requestsPage, stubApi } from './admin-requests-fixtures';

describe('requests table contents badge', () => {
  it('shows a P&L-only questionnaire as Simple even when the prospect now holds Full Reports', async () => {
    stubApi((call) =>
      call.path === '/api/admin/questionnaires'
        ? json(
            requestsPage([
              requestRow({ statementType: 'Simple', reportTypes: ['profit_loss'], planName: 'Full Reports' }),
              requestRow({
                id: Q2,
                businessName: 'Bright Pixel Studio',
                statementType: 'Complete',
                reportTypes: ['profit_loss', 'balance_sheet', 'cash_flow'],
                planName: 'Full Reports',
              }),
            ]),
          )
        : json({}, 404),
    );
    renderWithClient(<RequestsTab />);
    const [older, newer] = await screen.findAllByTestId('request-row');
    expect(within(older!).getByText('Simple')).toBeInTheDocument();
    expect(within(older!).getByText('Profit & Loss')).toBeInTheDocument();
    expect(within(older!).getByText('Plan now: Full Reports')).toBeInTheDocument();
    expect(within(older!).queryByText('Complete')).not.toBeInTheDocument();
    expect(within(newer!).getByText('Complete')).toBeInTheDocument();
    expect(within(newer!).getByText('Profit & Loss, Balance Sheet, Cash Flow')).toBeInTheDocument();
  });
});
