import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProspect } from '@trajectory/contracts/prospects';
import { notify } from '@/lib/notify';
import { products } from './fixtures';
import { jsonResponse, mockApi, renderRoute, spyOnNotify } from './utils';

spyOnNotify();

const PROSPECT_ID = '0b6f2c1e-4a57-4c1b-9d7e-2f1a3b4c5d6e';

function prospect(overrides: Partial<TProspect> = {}): TProspect {
  return {
    id: PROSPECT_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    businessName: 'Analytical Bakery',
    selectedPlan: 'Free Projection',
    selectedPlanCode: 'P01',
    preferredPlan: null,
    preferredPlanCode: null,
    statementsType: 'Simple',
    submissionCount: 0,
    maxSubmissions: 2,
    remainingReports: 2,
    reportCount: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

function mockLanding(extra: Handlers = {}) {
  return mockApi({
    '/api/products': () => jsonResponse(products),
    '/api/contact-settings': () =>
      jsonResponse({ contactFormTitle: 'Contact Us', contactFormDescription: '', contactEmail: 'a@b.co' }),
    '/api/social-media/active': () => jsonResponse([]),
    ...extra,
  });
}

async function openFreeDialog() {
  const view = renderRoute('/');
  const cards = await screen.findAllByTestId('product-card');
  await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Get it Now' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

async function fillStepOne(email = 'ada@example.com', name = 'Ada Lovelace') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Full name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const validateWith = (body: unknown) => ({ '/api/validate-email': () => jsonResponse(body) });

/** GET /api/access/session of a browser that opens this prospect's plan. */
const sessionWith = (body: TProspect) => ({
  '/api/access/session': () =>
    jsonResponse({ prospects: [{ prospect: body, isVerified: false, otherBrowsers: 0 }] }),
});

// Radix radio groups and checkboxes measure themselves; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

describe('registration step 1', () => {
  it('opens with the free plan preselected and shows the spec messages for bad input', async () => {
    mockLanding();
    const { dialog } = await openFreeDialog();
    expect(within(dialog).getByText('Enter your contact information')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: /Free Projection/ })).toBeChecked();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Full name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('lowercases the e-mail as it is typed and preselects the clicked paid plan', async () => {
    mockLanding();
    renderRoute('/');
    const cards = await screen.findAllByTestId('product-card');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Get Full Reports' }));
    expect(await screen.findByRole('radio', { name: /Full Reports/ })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.COM');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('hero Get it Now opens the dialog on the free plan', async () => {
    mockLanding();
    renderRoute('/');
    await screen.findAllByTestId('product-card');
    await userEvent.click(screen.getAllByRole('button', { name: /Get it Now/ })[0]!);
    expect(await screen.findByRole('radio', { name: /Free Projection/ })).toBeChecked();
  });
});

describe('e-mail validation outcomes', () => {
  it('limit reached with a prospect: toast with the reason and go to the dashboard', async () => {
    const reason = 'Free plan allows 2 reports per email. Please upgrade to create more reports.';
    mockLanding(validateWith({ canSubmit: false, reason, prospect: prospect({ remainingReports: 0 }) }));
    const { router } = await openFreeDialog();
    await fillStepOne();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Submission Limit Reached', description: reason }),
    );
  });

  it('refused without a prospect: Access Denied with the reason, dialog stays', async () => {
    mockLanding(validateWith({ canSubmit: false, reason: 'Too many attempts.', prospect: null }));
    const { router } = await openFreeDialog();
    await fillStepOne();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Access Denied', description: 'Too many attempts.' }),
      ),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Enter your contact information')).toBeInTheDocument();
  });

  it('existing prospect with reports: Welcome back! and the dashboard', async () => {
    mockLanding(validateWith({ canSubmit: true, reason: '', prospect: prospect({ reportCount: 1 }) }));
    const { router } = await openFreeDialog();
    await fillStepOne();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!' }));
  });

  it('new e-mail: step 2 opens, shows its messages, blocks letters in the phone, then creates and starts', async () => {
    const fetchMock = mockLanding({
      ...validateWith({ canSubmit: true, reason: '', prospect: null }),
      '/api/prospects': () => jsonResponse(prospect(), { status: 201 }),
    });
    const { router } = await openFreeDialog();
    await fillStepOne('Ada@example.com');
    expect(await screen.findByText('Enter your business information')).toBeInTheDocument();
    // The rule is said before it is broken (issue #24), and read out with the field.
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'At least 10 characters, with the area code: digits, spaces, +, - and ( ).',
    );

    await userEvent.type(screen.getByLabelText('Phone'), 'abc555x');
    expect(screen.getByLabelText('Phone')).toHaveValue('555');
    await userEvent.type(screen.getByLabelText('Business name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Business name must be at least 2 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Phone number must be at least 10 characters, with the area code'),
    ).toBeInTheDocument();
    expect(screen.getByText('You must authorize us to contact you to proceed')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Business name'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Business name'), 'Analytical Bakery');
    await userEvent.type(screen.getByLabelText('Phone'), '-123-4567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/questionnaire/${PROSPECT_ID}`));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome!' }));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/prospects');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      selectedPlan: 'Free Projection',
      businessName: 'Analytical Bakery',
      phone: '555-123-4567',
      consentToContact: true,
    });
  });

  it('an e-mail this browser cannot open: the dialog says a link was sent, with the test-mode link', async () => {
    const link = 'http://localhost:5173/access/abcdefghijklmnopqrstuvwxyz012345';
    mockLanding({
      ...validateWith({ canSubmit: true, reason: '', prospect: null }),
      '/api/prospects': () =>
        jsonResponse(
          {
            status: 'link_sent',
            message: "We've sent a link to a…@example.com to open your reports",
            maskedEmail: 'a…@example.com',
            testLink: link,
          },
          { status: 202 },
        ),
    });
    const { router } = await openFreeDialog();
    await fillStepOne();
    await userEvent.type(await screen.findByLabelText('Business name'), 'Analytical Bakery');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'This e-mail already has a plan' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "We've sent a link to a…@example.com to open your reports",
    );
    expect(within(dialog).getByTestId('test-mode-banner')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!' }));
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without test mode the dialog shows no link', async () => {
    mockLanding({
      ...validateWith({ canSubmit: true, reason: '', prospect: null }),
      '/api/prospects': () =>
        jsonResponse(
          {
            status: 'link_sent',
            message: "We've sent a link to a…@example.com to open your reports",
            maskedEmail: 'a…@example.com',
          },
          { status: 202 },
        ),
    });
    await openFreeDialog();
    await fillStepOne();
    await userEvent.type(await screen.findByLabelText('Business name'), 'Analytical Bakery');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'This e-mail already has a plan' });
    expect(within(dialog).queryByTestId('test-mode-banner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('Back returns to step 1 keeping the answers; a failed create shows Registration Failed', async () => {
    mockLanding({
      ...validateWith({ canSubmit: true, reason: '', prospect: null }),
      '/api/prospects': () =>
        jsonResponse({ error: 'CONFLICT', message: 'That e-mail is blocked.' }, { status: 409 }),
    });
    await openFreeDialog();
    await fillStepOne();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Business name'), 'Analytical Bakery');
    await userEvent.type(screen.getByLabelText('Phone'), '555 123 4567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Registration Failed', description: 'That e-mail is blocked.' }),
      ),
    );
  });
});

describe('query-string resume', () => {
  it('opens step 2 for the prospect, clears the query and starts a new questionnaire', async () => {
    mockLanding({
      ...sessionWith(prospect({ reportCount: 1, submissionCount: 1, remainingReports: 1 })),
      '/api/prospects': () =>
        jsonResponse(prospect({ reportCount: 1, submissionCount: 1, remainingReports: 1 })),
    });
    const { router } = renderRoute('/?new-questionnaire=true&email=ada%40example.com&step=2');
    expect(await screen.findByText('Enter your business information')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Business name')).toHaveValue('Analytical Bakery');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/questionnaire/${PROSPECT_ID}`));
    expect(router.state.location.search).toContain('new-questionnaire=true');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Starting New Questionnaire' }));
  });

  it('stops at the free plan limit and goes to the dashboard', async () => {
    const full = prospect({ reportCount: 2, submissionCount: 2, remainingReports: 0 });
    mockLanding(sessionWith(full));
    const { router } = renderRoute('/?new-questionnaire=true&email=ada%40example.com&step=2');
    await userEvent.type(await screen.findByLabelText('Phone'), '5551234567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Free Plan Limit Reached',
        description: 'Free plan allows 2 reports per email. Please upgrade to create more reports.',
      }),
    );
  });

  it('knows only a plan this browser opens: another e-mail gets a blank form', async () => {
    mockLanding(sessionWith(prospect({ email: 'someone-else@example.com' })));
    renderRoute('/?new-questionnaire=true&email=ada%40example.com&step=2');
    expect(await screen.findByText('Enter your business information')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('');
  });

  it('falls back to a blank business name and the free plan when the lookup fails', async () => {
    mockLanding();
    renderRoute('/?new-questionnaire=true&email=new%40example.com&step=2');
    expect(await screen.findByText('Enter your business information')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
    expect(await screen.findByRole('radio', { name: /Free Projection/ })).toBeChecked();
  });
});
