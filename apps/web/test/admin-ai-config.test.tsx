import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AiConfigTab } from '@/features/admin/settings/components/ai-config-tab';
import { jsonResponse, mockApi, renderWithClient, stubResizeObserver } from './utils';

const config = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  model: 'gpt-5',
  temperature: 0.5,
  maxTokens: 3000,
  languageLevel: 'high_school',
  tonePerspective: 'business_name',
  reportLength: 'standard',
  customInstructions: '',
  additionalPromptSuggestions: '',
  industryFocus: 'general',
  emphasizeMarketAnalysis: true,
  includeCompetitiveAnalysis: false,
  emphasizeFinancialMetrics: true,
  includeRiskAssessment: false,
  isActive: true,
  updatedAt: new Date(2025, 0, 5, 15, 7).toISOString(),
  writer: 'openai',
  ...overrides,
});

beforeEach(stubResizeObserver);

const renderTab = () => renderWithClient(<AiConfigTab />).queryClient;

// Typing into several fields takes a few seconds on a busy machine.
describe('admin AI configuration tab', { timeout: 20_000 }, () => {
  it('shows the stored settings with readable labels', async () => {
    mockApi({ '/api/admin/ai-config': () => jsonResponse(config()) });
    renderTab();
    expect(await screen.findByLabelText('Temperature')).toHaveValue(0.5);
    expect(screen.getByLabelText('Max Tokens')).toHaveValue(3000);
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('gpt-5');
    expect(screen.getByRole('combobox', { name: 'Language Level' })).toHaveTextContent('High School');
    expect(screen.getByRole('combobox', { name: 'Tone Perspective' })).toHaveTextContent('Business name');
    expect(screen.getByRole('combobox', { name: 'Report Length' })).toHaveTextContent('Standard');
    expect(screen.getByRole('combobox', { name: 'Industry Focus' })).toHaveTextContent('General');
    expect(screen.getByRole('checkbox', { name: 'Emphasize market analysis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include competitive analysis' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Emphasize financial metrics' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include risk assessment' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  });

  it('says when the built-in analyst writes because no key is set, and nothing of it with a key', async () => {
    mockApi({ '/api/admin/ai-config': () => jsonResponse(config({ writer: 'builtin' })) });
    const { unmount } = renderWithClient(<AiConfigTab />);
    const note = await screen.findByRole('note', { name: 'Who writes the assessments' });
    expect(note).toHaveTextContent(
      'The built-in analyst writes the assessments, because no OpenAI API key is set on this server (OPENAI_API_KEY).',
    );
    unmount();
    mockApi({ '/api/admin/ai-config': () => jsonResponse(config({ writer: 'openai' })) });
    renderTab();
    expect(await screen.findByLabelText('Temperature')).toHaveValue(0.5);
    expect(screen.queryByRole('note', { name: 'Who writes the assessments' })).toBeNull();
  });

  it('rejects out-of-range temperature and max tokens with the contract messages', async () => {
    const fetchMock = mockApi({ '/api/admin/ai-config': () => jsonResponse(config()) });
    renderTab();
    const temperature = await screen.findByLabelText('Temperature');
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '2.5');
    await userEvent.clear(screen.getByLabelText('Max Tokens'));
    await userEvent.type(screen.getByLabelText('Max Tokens'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('temperature must be at most 2')).toBeInTheDocument();
    expect(screen.getByText('maxTokens must be at least 100')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Max Tokens'));
    await userEvent.type(screen.getByLabelText('Max Tokens'), '4001');
    await userEvent.clear(temperature);
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('maxTokens must be at most 4000')).toBeInTheDocument();
    expect(screen.getByText('temperature must be a number')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('saves with PUT, toasts success, and Refresh reloads what the server holds', async () => {
    let stored = config();
    let puts = 0;
    mockApi({
      '/api/admin/ai-config': () => jsonResponse(stored),
      '/api/admin/ai-config/1': (init) => {
        puts += 1;
        stored = { ...stored, ...(JSON.parse(String(init?.body)) as object) };
        return jsonResponse(stored);
      },
    });
    renderTab();
    const temperature = await screen.findByLabelText('Temperature');
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('AI configuration updated successfully')).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(stored.temperature).toBe(0.8);

    // Someone else changes it; Refresh drops the local edit and shows the stored value.
    stored = { ...stored, maxTokens: 1200 };
    await userEvent.clear(screen.getByLabelText('Temperature'));
    await userEvent.type(screen.getByLabelText('Temperature'), '1.9');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByDisplayValue('1200')).toBeInTheDocument();
    expect(screen.getByLabelText('Temperature')).toHaveValue(0.8);
  });

  it('titles a failed save "Update Failed" with the fallback text', async () => {
    mockApi({
      '/api/admin/ai-config': () => jsonResponse(config()),
      '/api/admin/ai-config/1': () => new Response('', { status: 502 }),
    });
    renderTab();
    await screen.findByLabelText('Temperature');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update AI configuration')).toBeInTheDocument();
  });

  it('posts a new configuration when the server has none', async () => {
    let posted: unknown;
    mockApi({
      '/api/admin/ai-config': (init) => {
        if (init?.method === 'POST') {
          posted = JSON.parse(String(init.body));
          return jsonResponse(config({ id: 5 }), { status: 201 });
        }
        return jsonResponse({ error: 'NOT_FOUND', message: 'No AI configuration' }, { status: 404 });
      },
    });
    renderTab();
    expect(await screen.findByText(/No AI configuration is saved yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('AI configuration updated successfully')).toBeInTheDocument();
    expect(posted).toMatchObject({ model: 'gpt-5', temperature: 0.5, maxTokens: 3000, isActive: true });
  });

  it('shows the error state with Try Again', async () => {
    let calls = 0;
    mockApi({
      '/api/admin/ai-config': () =>
        ++calls === 1 ? new Response('', { status: 500 }) : jsonResponse(config({ maxTokens: 2500 })),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Max Tokens')).toHaveValue(2500);
  });
});
