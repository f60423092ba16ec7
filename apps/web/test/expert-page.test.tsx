import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from './utils';

afterEach(() => window.localStorage.clear());

describe('talk with expert page', () => {
  it('embeds the scheduling page 700 px high and lists what the sessions include', async () => {
    mockApi({
      '/api/public-config': () =>
        jsonResponse({
          schedulingUrl: 'https://cal.example.com/trajectory',
          supportEmail: 'help@example.com',
          payments: 'simulated',
        }),
    });
    renderRoute('/talk-with-expert');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Talk With a Financial Expert' }),
    ).toBeInTheDocument();
    const frame = await screen.findByTitle('Schedule your consultation');
    expect(frame).toHaveAttribute('src', 'https://cal.example.com/trajectory');
    expect(frame).toHaveAttribute('height', '700');
    expect(screen.getByText(/90-minute review of your business/)).toBeInTheDocument();
    expect(screen.getByText('Five-year projections')).toBeInTheDocument();
    for (const benefit of ['Expert Guidance', 'Flexible Scheduling', 'Actionable Insights']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View My Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.getByText('Book your consultation')).toBeInTheDocument();
  });

  it('promises no booking it cannot show: without a scheduling page it says how a session is arranged', async () => {
    mockApi({
      '/api/public-config': () =>
        jsonResponse({ schedulingUrl: null, supportEmail: 'help@example.com', payments: 'simulated' }),
    });
    renderRoute('/talk-with-expert?completed=true&email=jane@example.com');
    expect(await screen.findByText('Arrange your consultation')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Online booking is not available yet. E-mail us a few times that suit you: we reply to confirm one, and the confirmation holds the video-call link.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your financial statements are ready. Now arrange your consultation below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Choose a time below/)).not.toBeInTheDocument();
    expect(screen.queryByText(/book your consultation/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/booking is made/)).not.toBeInTheDocument();
  });

  it('offers a mailto link when no scheduling page is configured', async () => {
    mockApi({
      '/api/public-config': () =>
        jsonResponse({ schedulingUrl: null, supportEmail: 'help@example.com', payments: 'simulated' }),
    });
    renderRoute('/talk-with-expert');
    const link = await screen.findByRole('link', { name: 'Email help@example.com' });
    expect(link.getAttribute('href')).toMatch(/^mailto:help@example\.com/);
    expect(screen.queryByTitle('Schedule your consultation')).not.toBeInTheDocument();
  });

  it('celebrates completed statements and links to the reports of this browser', async () => {
    mockApi({
      '/api/public-config': () =>
        jsonResponse({ schedulingUrl: null, supportEmail: 'help@example.com', payments: 'simulated' }),
    });
    renderRoute('/talk-with-expert?completed=true&email=jane@example.com');
    expect(await screen.findByText('Statements Generated!')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Schedule Your Expert Consultation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Reports' })).toHaveAttribute('href', '/reports');
  });
});
