// Activity tab table (issue #22): known actions show their label, any other action string shows as it
// is (written by another module or a newer server), and a row opens to its fields before and after.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminAuditEntry } from '@trajectory/contracts/admin-audit';
import { ActivityTable } from '@/features/admin/activity/components/activity-table';

const entry = (overrides: Partial<TAdminAuditEntry>): TAdminAuditEntry => ({
  id: 1,
  createdAt: '2026-11-27T02:00:00.000Z',
  actorUserId: 1,
  actorName: 'staff',
  action: 'product.update',
  targetType: 'product',
  targetId: '5',
  summary: 'Changed product Full Reports (P02): price',
  before: { price: '29.99' },
  after: { price: '39.99' },
  ...overrides,
});

describe('ActivityTable', () => {
  it('labels known actions and shows an unknown action as its raw string', () => {
    render(
      <ActivityTable
        entries={[
          entry({}),
          entry({
            id: 2,
            actorUserId: null,
            actorName: 'system: stripe webhook',
            action: 'payment.legacy_adjustment',
            summary: 'Refunded a second payment',
            before: null,
            after: null,
          }),
        ]}
      />,
    );
    const [known, unknown] = screen.getAllByTestId('audit-row');
    expect(known).toHaveTextContent('Product changed');
    expect(unknown).toHaveTextContent('payment.legacy_adjustment');
    expect(unknown).toHaveTextContent('system: stripe webhook');
  });

  it('opens a row to its changed fields, before and after', async () => {
    render(<ActivityTable entries={[entry({})]} />);
    expect(screen.queryByTestId('audit-field')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the changed fields' }));
    const field = screen.getByTestId('audit-field');
    expect(within(field).getByTestId('audit-before')).toHaveTextContent('29.99');
    expect(within(field).getByTestId('audit-after')).toHaveTextContent('39.99');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the changed fields' }));
    expect(screen.queryByTestId('audit-field')).toBeNull();
  });
});
