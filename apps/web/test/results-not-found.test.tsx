// /results with a link that names no projection: a plain "not found" with a way back, never the raw 400.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from './utils';

describe('results page for a link that names no projection', () => {
  it('asks the server nothing about a link whose id is not an id', async () => {
    const fetchMock = mockApi({});
    renderRoute('/results/not-a-uuid');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this projection" }),
    ).toBeInTheDocument();
    // The header still asks whether this browser has access; nothing asks for the projection.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url !== '/api/access/session')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toHaveAttribute('href', '/reports');
  });

  it.each([
    [
      'a questionnaire the server refuses',
      '/results/00000000-0000-4000-8000-000000000000?questionnaireId=00000000-0000-4000-8000-000000000001',
      '/api/profit-loss/questionnaire/00000000-0000-4000-8000-000000000001',
      400,
      'questionnaireId must be a valid id',
    ],
    [
      'no such prospect',
      '/results/00000000-0000-4000-8000-000000000000',
      '/api/profit-loss/00000000-0000-4000-8000-000000000000',
      404,
      'Prospect not found',
    ],
  ])(
    '%s: says so and offers the way home and to the dashboard',
    async (_case, path, api, status, message) => {
      mockApi({
        [api]: () =>
          jsonResponse({ error: status === 400 ? 'INVALID_INPUT' : 'NOT_FOUND', message }, { status }),
      });
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { name: "We couldn't find this projection" }),
      ).toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toHaveAttribute('href', '/reports');
    },
  );
});
