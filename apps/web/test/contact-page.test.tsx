import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, mockApi, renderRoute } from './utils';

const settings = {
  contactFormTitle: 'Talk to our team',
  contactFormDescription: 'We answer within one business day.',
  contactEmail: 'hello@example.com',
};

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

async function fillForm() {
  await userEvent.type(await screen.findByLabelText('Full Name'), 'Jane Founder');
  await userEvent.type(screen.getByLabelText('Email Address'), 'Jane@Example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Question about plans');
  await userEvent.type(screen.getByLabelText('Message'), 'Can I upgrade my plan later on?');
}

describe('contact page', () => {
  it('shows the settings, the contact e-mail and the spec validation messages', async () => {
    mockApi({
      '/api/contact-settings': () => jsonResponse(settings),
      '/api/social-media/active': () => jsonResponse([]),
    });
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { name: 'Talk to our team' })).toBeInTheDocument();
    expect(screen.getByText('We answer within one business day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');

    await userEvent.type(await screen.findByLabelText('Full Name'), 'J');
    await userEvent.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('goes sending → sent → back to an empty form', async () => {
    const pending = deferred();
    const fetchMock = mockApi({
      '/api/contact-settings': () => jsonResponse(settings),
      '/api/social-media/active': () => jsonResponse([]),
      '/api/contact': () => pending.promise,
    });
    render(<Toaster />);
    renderRoute('/contact');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Jane Founder',
      email: 'jane@example.com',
      subject: 'Question about plans',
      message: 'Can I upgrade my plan later on?',
    });

    pending.resolve(jsonResponse({ success: true, message: 'Thanks' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message. We'll get back to you soon!")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('toasts the server message on failure and keeps what was typed', async () => {
    mockApi({
      '/api/contact-settings': () => jsonResponse(settings),
      '/api/social-media/active': () => jsonResponse([]),
      '/api/contact': () =>
        jsonResponse(
          { error: 'RATE_LIMITED', message: 'Too many messages. Please try again later.' },
          { status: 429 },
        ),
    });
    render(<Toaster />);
    renderRoute('/contact');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Founder');
  });

  it('fills in a signed-in founder’s name, e-mail and phone, and sends them with the message', async () => {
    const fetchMock = mockApi({
      '/api/contact-settings': () => jsonResponse(settings),
      '/api/social-media/active': () => jsonResponse([]),
      '/api/access/session': () =>
        jsonResponse({
          prospects: [
            {
              prospect: {
                id: '11111111-1111-4111-8111-111111111111',
                name: 'Ada Founder',
                email: 'ada@example.com',
                businessName: 'Ada Bakery',
                selectedPlan: 'Free Projection',
                selectedPlanCode: 'P01',
                preferredPlan: null,
                preferredPlanCode: null,
                statementsType: 'Simple',
                submissionCount: 1,
                maxSubmissions: 2,
                remainingReports: 1,
                reportCount: 1,
                createdAt: '2026-01-01T00:00:00.000Z',
              },
              phone: '(555) 123-4567',
              isVerified: true,
              otherBrowsers: 0,
            },
          ],
        }),
      '/api/contact': () => jsonResponse({ success: true, message: 'Thanks' }),
    });
    renderRoute('/contact');
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Founder');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('(555) 123-4567');
    await userEvent.type(screen.getByLabelText('Subject'), 'Question about plans');
    await userEvent.type(screen.getByLabelText('Message'), 'Can I upgrade my plan later on?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Founder',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      subject: 'Question about plans',
      message: 'Can I upgrade my plan later on?',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Founder');
  });

  it('falls back to the default title and a configuring message without settings', async () => {
    mockApi({ '/api/social-media/active': () => jsonResponse([]) });
    renderRoute('/contact');
    expect(
      await screen.findByText('Contact form is currently being configured. Please check back later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Get in touch with us')).toBeInTheDocument();
  });
});
