import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, mockApi, renderRoute } from './utils';

const prospect = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jane Founder',
  email: 'jane@example.com',
  businessName: 'Jane Bakes',
  selectedPlan: 'Free Projection',
  selectedPlanCode: 'P01',
  preferredPlan: null,
  preferredPlanCode: null,
  statementsType: 'Simple',
  submissionCount: 1,
  maxSubmissions: 2,
  remainingReports: 1,
  reportCount: 1,
  createdAt: '2025-01-05T10:00:00.000Z',
};

describe('reports lookup', () => {
  it('lowercases the e-mail as typed, validates it and opens the dashboard', async () => {
    mockApi({
      '/api/prospects/email/jane%40example.com': () => jsonResponse(prospect),
      [`/api/reports/prospect/${prospect.id}`]: () => jsonResponse([]),
    });
    const { router } = renderRoute('/reports');
    expect(await screen.findByRole('heading', { name: 'Access Your Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const input = screen.getByLabelText('Email Address');
    await userEvent.type(input, 'Jane@');
    expect(input).toHaveValue('jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Reports' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await userEvent.type(input, 'Example.COM');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports for Jane Founder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/jane%40example.com');
  });

  it('toasts No Reports Found when the e-mail is unknown', async () => {
    mockApi({});
    render(<Toaster />);
    const { router } = renderRoute('/reports');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find My Reports' }));
    expect(await screen.findByText('No Reports Found')).toBeInTheDocument();
    expect(screen.getByText(/No reports were found for this email address/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });
});
