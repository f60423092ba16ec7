// Issue #23 item 3: the web decides by the error's code (packages/contracts/src/errors.ts), never by its
// status. A refused origin is a 403 too, with a code of its own: it must never read as a plan refusal
// ("Plan Limit Reached", the upgrade notice) but as the failure it is.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type TErrorCode } from '@trajectory/contracts/errors';
import {
  ApiError,
  hasErrorCode,
  isAccessRequired,
  isLimitReached,
  isNotInPlan,
  isRefusal,
  isSignedOut,
} from '@/lib/api';
import { mockStatements, mockViewport, PROSPECT_ID, SIMPLE_PLAN_MESSAGE } from './full-statements-fixtures';
import { jsonResponse, renderRoute } from './utils';

vi.setConfig({ testTimeout: 20_000 });

/** The error the client throws for the server's answer with this code, its status from the table. */
const refusal = (code: TErrorCode, message: string = ERRORS[code].message) =>
  new ApiError(ERRORS[code].status, '', JSON.stringify({ error: code, message }));

const ORIGIN_MESSAGE =
  'Requests that change data must come from this site; origin https://evil.example is not allowed.';

describe('deciding by error code', () => {
  it('tells the 403s apart by their codes', () => {
    const origin = refusal('FORBIDDEN_ORIGIN', ORIGIN_MESSAGE);
    expect(origin.status).toBe(403);
    expect(isLimitReached(origin)).toBe(false);
    expect(isNotInPlan(origin)).toBe(false);
    expect(isLimitReached(refusal('LIMIT_REACHED'))).toBe(true);
    expect(isNotInPlan(refusal('FORBIDDEN'))).toBe(true);
    expect(isLimitReached(refusal('FORBIDDEN'))).toBe(false);
    // The 401s likewise: a founder's missing session is not a staff sign-out.
    expect(isSignedOut(refusal('ACCESS_REQUIRED'))).toBe(false);
    expect(isAccessRequired(refusal('UNAUTHORIZED'))).toBe(false);
    // A 403 without a body (a proxy's) is no code at all, only a refusal.
    const bare = new ApiError(403, 'Forbidden', '');
    expect(hasErrorCode(bare, 'FORBIDDEN', 'LIMIT_REACHED', 'FORBIDDEN_ORIGIN')).toBe(false);
    expect(isRefusal(bare)).toBe(true);
    expect(isRefusal(refusal('INTERNAL'))).toBe(false);
  });

  it('a statement refused for its plan shows the upgrade notice; a refused origin shows the failure', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      plan: 'P01',
      extra: {
        [`/api/balance-sheet/${PROSPECT_ID}`]: () =>
          jsonResponse({ error: 'FORBIDDEN_ORIGIN', message: ORIGIN_MESSAGE }, { status: 403 }),
        [`/api/cash-flow/${PROSPECT_ID}`]: () =>
          jsonResponse({ error: 'FORBIDDEN', message: SIMPLE_PLAN_MESSAGE }, { status: 403 }),
      },
    });
    renderRoute(`/full-statements/${PROSPECT_ID}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Balance Sheet' }));
    expect(
      await screen.findByText(`Error loading Balance Sheet data: ${ORIGIN_MESSAGE}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upgrade My Plan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Limit Reached/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cash Flow' }));
    expect(await screen.findByText(SIMPLE_PLAN_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Upgrade My Plan' })).toBeInTheDocument();
  });
});
