// The Sample Data editor's optional lender answers (issue #15): the Edit Questionnaire dialog's fields and
// messages, the P&L preview's new lines, and the answers sent at the model's paths.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerMessages, fieldMessages, fieldOf, normalizeQuestionnaire, project } from '@trajectory/engine';
import { isLineShown, PROFIT_LOSS_LABELS } from '@trajectory/contracts/statements';
import { DEFAULT_SAMPLE_DATA, type TSampleData } from '@trajectory/contracts/admin-sample-data';
import { Toaster } from '@/components/ui/toaster';
import { SampleDataEditorDialog } from '@/features/admin/sample-data/components/sample-data-editor-dialog';
import { sampleLenderErrors, toSampleForm } from '@/features/admin/sample-data/lib/sample-data-form';
import { formFromSections, validateForm } from '@/features/admin/requests/lib/questionnaire-form';
import { isLenderPath, LENDER_FORM_KEYS } from '@/features/admin/common/lib/lender-form';
import { createQueryClient } from '@/lib/query-client';
import { formatDollars } from '@/lib/format';
import { jsonResponse, mockApi } from './utils';

const withLoan: TSampleData = {
  ...DEFAULT_SAMPLE_DATA,
  financing: { loans: [{ amount: 40000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
  taxInfo: { incomeTaxRatePct: 21 },
};

function projectionOf(data: TSampleData) {
  const n = normalizeQuestionnaire(data, { completed: true });
  if (!n.ok) throw new Error('invalid sample');
  return project(n.inputs);
}

const loaded = (sampleData: TSampleData) => () =>
  jsonResponse({ sampleData, isDefault: false, updatedAt: new Date().toISOString(), reports: [] });

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <SampleDataEditorDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

const lenderTrigger = () => screen.getByRole('button', { name: /What a lender will ask/ });

async function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the sample data editor’s lender answers', () => {
  it('is closed for a sample without them and holds every lender field of the model', async () => {
    mockApi({ '/api/admin/sample-data': loaded(DEFAULT_SAMPLE_DATA) });
    renderDialog();
    await screen.findByLabelText('Business name');
    expect(lenderTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Loan 1 amount')).not.toBeInTheDocument();
    await userEvent.click(lenderTrigger());
    for (const key of LENDER_FORM_KEYS.filter((candidate) => candidate !== 'loans')) {
      expect((screen.getByLabelText(fieldOf(key).label) as HTMLInputElement).value).toBe('');
    }
    // The loans are a list: none yet, and "Add a loan" opens the first one's fields.
    expect(screen.queryByLabelText('Loan 1 amount')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
    expect(screen.getByLabelText('Loan 1 amount')).toHaveValue(null);
  });

  it('opens prefilled when the sample has a loan and a tax rate', async () => {
    mockApi({ '/api/admin/sample-data': loaded(withLoan) });
    renderDialog();
    await screen.findByLabelText('Business name');
    expect(lenderTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Loan 1 amount')).toHaveValue(40000);
    expect(screen.getByLabelText('Loan 1 term')).toHaveValue('60');
    expect(screen.getByLabelText('Income tax rate')).toHaveValue('21');
  });

  it('gives the Edit Questionnaire dialog’s messages for the same answers', () => {
    const loans = [{ amount: '5000', annualRatePct: '', termMonths: '', startMonth: '' }];
    const bad = { loans, incomeTaxRatePct: '61', usefulLifeYears: '0', seasonWeight1: '5' };
    const editor = sampleLenderErrors({ ...toSampleForm(DEFAULT_SAMPLE_DATA), ...bad }, DEFAULT_SAMPLE_DATA);
    const dialog = validateForm({ ...formFromSections(DEFAULT_SAMPLE_DATA), ...bad }, DEFAULT_SAMPLE_DATA);
    const dialogLender = Object.fromEntries(Object.entries(dialog).filter(([at]) => isLenderPath(at)));
    expect(editor).toEqual(dialogLender);
    expect(editor).toMatchObject({
      'loans[0].annualRatePct': answerMessages('loans[0].annualRatePct').required,
      'loans[0].termMonths': answerMessages('loans[0].termMonths').required,
      incomeTaxRatePct: 'Income tax rate must be at most 60%',
      usefulLifeYears: fieldMessages('usefulLifeYears').belowMin,
      seasonWeight2: fieldMessages('seasonWeight2').required,
    });
  });

  it('refuses a loan without its rate and term at the fields, before any call', async () => {
    const fetchMock = mockApi({ '/api/admin/sample-data': loaded(DEFAULT_SAMPLE_DATA) });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(lenderTrigger());
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
    await typeInto('Loan 1 amount', '40000');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Reports' }));
    expect(screen.getByText(answerMessages('loans[0].annualRatePct').required)).toBeInTheDocument();
    expect(screen.getByText(answerMessages('loans[0].termMonths').required)).toBeInTheDocument();
    expect(screen.getByLabelText('Loan 1 annual rate')).toHaveAttribute('aria-invalid', 'true');
    // The dialog moves focus to the first refused field in the next animation frame.
    await waitFor(() => expect(screen.getByLabelText('Loan 1 annual rate')).toHaveFocus());
    expect(screen.queryByTestId('sample-pl-preview')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Answering clears the field's message.
    await typeInto('Loan 1 annual rate', '8');
    expect(screen.queryByText(answerMessages('loans[0].annualRatePct').required)).not.toBeInTheDocument();
  });

  it('previews the new P&L lines of a loan and a tax rate, shown by the one visibility rule', async () => {
    mockApi({ '/api/admin/sample-data': loaded(DEFAULT_SAMPLE_DATA) });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(lenderTrigger());
    await userEvent.click(screen.getByRole('button', { name: 'Add a loan' }));
    await typeInto('Loan 1 amount', '40000');
    await typeInto('Loan 1 annual rate', '8');
    await typeInto('Loan 1 term', '60');
    await userEvent.selectOptions(screen.getByLabelText('Income tax rate'), '21');
    await userEvent.click(screen.getByRole('button', { name: 'View P&L' }));

    const card = await screen.findByTestId('sample-pl-preview');
    const expected = projectionOf(withLoan);
    const shown = PROFIT_LOSS_LABELS.filter((l) => isLineShown(l, l.key, expected.profitLoss)).map(
      (l) => l.label,
    );
    expect(shown).toContain('Interest Expense');
    expect(shown).not.toContain('Depreciation');
    expect(
      within(card)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(shown);
    for (const [label, key] of [
      ['Interest Expense', 'interestExpense'],
      ['Income Tax', 'incomeTax'],
      ['Net Profit', 'netProfit'],
    ] as const) {
      const row = within(card).getByRole('rowheader', { name: label }).closest('tr')!;
      expect(within(row).getByText(formatDollars(expected.profitLoss[key].year1))).toBeInTheDocument();
    }
  });

  it('sends the answers at the model’s paths and places a server refusal at its field', async () => {
    const fetchMock = mockApi({
      '/api/admin/sample-data': loaded(withLoan),
      '/api/admin/sample-reports': () =>
        jsonResponse(
          {
            error: 'INVALID_INPUT',
            field: 'sampleData.financing.loans.0.termMonths',
            message: 'Loan 1 term must be a whole number of months from 1 to 360',
          },
          { status: 400 },
        ),
    });
    renderDialog();
    await screen.findByLabelText('Business name');
    await typeInto("Monthly owner's draw", '750');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Reports' }));
    const field = screen.getByLabelText('Loan 1 term');
    expect(
      await within(field.closest('div')!.parentElement!).findByText(/Loan 1 term must be/),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/sample-reports')!;
    const sent = (JSON.parse(String(init?.body)) as { sampleData: TSampleData }).sampleData;
    expect(sent.financing).toEqual(withLoan.financing);
    expect(sent.taxInfo).toEqual({ incomeTaxRatePct: 21 });
    expect(sent.equityInfo).toEqual({ initialCash: 35000, ownerDrawMonthly: 750 });
    // Twelve blank weights are a flat year: no weights stored.
    expect(sent.seasonality?.monthlyWeights ?? null).toBeNull();
  });
});
