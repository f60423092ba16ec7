// The AI assessment settings form (admin.md sections 3, 5 and 9), checked with the server's own contract.
import type { ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import {
  AI_MODELS,
  INDUSTRY_FOCUSES,
  LANGUAGE_LEVELS,
  REPORT_LENGTHS,
  TONE_PERSPECTIVES,
  ZAiConfigInput,
  type TAiConfig,
  type TAiConfigInput,
} from '@trajectory/contracts/admin-settings';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useCreateAiConfig } from '../api/create-ai-config';
import { useUpdateAiConfig } from '../api/update-ai-config';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { contractResolver } from '@/features/admin/common/lib/contract-resolver';
import { serverFieldError, fieldAria } from '@/features/admin/common/lib/form-errors';
import { CheckboxField } from '@/features/admin/common/components/checkbox-field';

const LABELS: Record<string, string> = {
  elementary: 'Elementary',
  high_school: 'High School',
  college: 'College',
  professional: 'Professional',
  business_name: "Business name (uses the business's name)",
  second_person: 'Second person (you, your business)',
  third_person: 'Third person (the business, the owner)',
  concise: 'Concise',
  standard: 'Standard',
  detailed: 'Detailed',
  general: 'General',
  technology: 'Technology',
  retail: 'Retail',
  services: 'Services',
  manufacturing: 'Manufacturing',
};

type SelectField = 'model' | 'languageLevel' | 'tonePerspective' | 'reportLength' | 'industryFocus';
type FlagField =
  | 'emphasizeMarketAnalysis'
  | 'includeCompetitiveAnalysis'
  | 'emphasizeFinancialMetrics'
  | 'includeRiskAssessment'
  | 'isActive';

type FormValues = Record<SelectField, string> &
  Record<FlagField, boolean> & {
    temperature: string;
    maxTokens: string;
    customInstructions: string;
    additionalPromptSuggestions: string;
  };

const SELECTS: { name: SelectField; label: string; options: readonly string[] }[] = [
  { name: 'model', label: 'Model', options: AI_MODELS },
  { name: 'languageLevel', label: 'Language Level', options: LANGUAGE_LEVELS },
  { name: 'tonePerspective', label: 'Tone Perspective', options: TONE_PERSPECTIVES },
  { name: 'reportLength', label: 'Report Length', options: REPORT_LENGTHS },
  { name: 'industryFocus', label: 'Industry Focus', options: INDUSTRY_FOCUSES },
];

const FLAGS: { name: FlagField; label: string }[] = [
  { name: 'emphasizeMarketAnalysis', label: 'Emphasize market analysis' },
  { name: 'includeCompetitiveAnalysis', label: 'Include competitive analysis' },
  { name: 'emphasizeFinancialMetrics', label: 'Emphasize financial metrics' },
  { name: 'includeRiskAssessment', label: 'Include risk assessment' },
];

function toFormValues(config: TAiConfig | null): FormValues {
  // With nothing stored yet, the contract's defaults (admin.md section 9) fill the form.
  const source = config ?? ZAiConfigInput.parse({});
  return {
    model: source.model,
    temperature: String(source.temperature),
    maxTokens: String(source.maxTokens),
    languageLevel: source.languageLevel,
    tonePerspective: source.tonePerspective,
    reportLength: source.reportLength,
    customInstructions: source.customInstructions,
    additionalPromptSuggestions: source.additionalPromptSuggestions,
    industryFocus: source.industryFocus,
    emphasizeMarketAnalysis: source.emphasizeMarketAnalysis,
    includeCompetitiveAnalysis: source.includeCompetitiveAnalysis,
    emphasizeFinancialMetrics: source.emphasizeFinancialMetrics,
    includeRiskAssessment: source.includeRiskAssessment,
    isActive: source.isActive,
  };
}

// An emptied number box is "not a number", not the 0 that coercion would make of it.
const resolver = contractResolver(ZAiConfigInput, (values: FormValues) => ({
  ...values,
  temperature: values.temperature.trim() === '' ? Number.NaN : values.temperature,
  maxTokens: values.maxTokens.trim() === '' ? Number.NaN : values.maxTokens,
}));

type AiConfigFormProps = {
  /** The stored configuration; null when none exists, so Save creates one. */
  config: TAiConfig | null;
  /** Extra buttons beside Save (Refresh). */
  actions?: ReactNode;
};

export function AiConfigForm({ config, actions }: AiConfigFormProps) {
  const form = useForm<FormValues, unknown, TAiConfigInput>({
    resolver,
    defaultValues: toFormValues(config),
  });
  const { errors } = form.formState;
  const create = useCreateAiConfig();
  const update = useUpdateAiConfig();
  const isPending = create.isPending || update.isPending;

  const a11y = fieldAria<keyof FormValues>('ai', errors);

  const onSubmit = form.handleSubmit((input) => {
    const callbacks = {
      onSuccess: () =>
        notify({
          title: 'Configuration Saved',
          description: 'AI configuration updated successfully',
          variant: 'success',
        }),
      onError: (err: Error) => {
        const fieldError = serverFieldError(err);
        if (fieldError) {
          form.setError(fieldError.field as keyof FormValues, {
            type: 'server',
            message: fieldError.message,
          });
        }
        notifyFailure(err, 'Failed to update AI configuration', 'Update Failed');
      },
    };
    if (config) update.mutate({ id: config.id, patch: input }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <SelectBox spec={SELECTS[0]!} control={form.control} errors={errors} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ai-temperature">Temperature</Label>
          <Input
            id="ai-temperature"
            type="number"
            inputMode="decimal"
            min={0}
            max={2}
            step={0.1}
            className="tabular-nums"
            {...a11y('temperature')}
            {...form.register('temperature')}
          />
          {errors.temperature ? (
            <FieldError id="ai-temperature-error">{errors.temperature.message}</FieldError>
          ) : (
            <p className="text-xs text-muted-foreground">0 to 2; lower is more focused.</p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ai-maxTokens">Max Tokens</Label>
          <Input
            id="ai-maxTokens"
            type="number"
            inputMode="numeric"
            min={100}
            max={4000}
            step={1}
            className="tabular-nums"
            {...a11y('maxTokens')}
            {...form.register('maxTokens')}
          />
          {errors.maxTokens ? (
            <FieldError id="ai-maxTokens-error">{errors.maxTokens.message}</FieldError>
          ) : (
            <p className="text-xs text-muted-foreground">100 to 4000 per section.</p>
          )}
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        {SELECTS.slice(1).map((spec) => (
          <SelectBox key={spec.name} spec={spec} control={form.control} errors={errors} />
        ))}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ai-customInstructions">Custom Instructions</Label>
          <Textarea
            id="ai-customInstructions"
            rows={5}
            placeholder="Anything the analyst should always keep in mind."
            {...a11y('customInstructions')}
            {...form.register('customInstructions')}
          />
          <FieldError id="ai-customInstructions-error">{errors.customInstructions?.message}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ai-additionalPromptSuggestions">Additional Prompt Suggestions</Label>
          <Textarea
            id="ai-additionalPromptSuggestions"
            rows={5}
            placeholder="Questions or topics to suggest in every report."
            {...a11y('additionalPromptSuggestions')}
            {...form.register('additionalPromptSuggestions')}
          />
          <FieldError id="ai-additionalPromptSuggestions-error">
            {errors.additionalPromptSuggestions?.message}
          </FieldError>
        </div>
      </div>

      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Report focus</legend>
        {FLAGS.map(({ name, label }) => (
          <FlagBox key={name} name={name} label={label} control={form.control} />
        ))}
      </fieldset>

      <FlagBox name="isActive" label="Active" control={form.control} />

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 md:flex-row md:justify-end">
        {actions}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : 'Save Configuration'}
        </Button>
      </div>
    </form>
  );
}

function FlagBox({
  name,
  label,
  control,
}: {
  name: FlagField;
  label: string;
  control: Control<FormValues, unknown, TAiConfigInput>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          id={`ai-${name}`}
          label={label}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

function SelectBox({
  spec,
  control,
  errors,
}: {
  spec: (typeof SELECTS)[number];
  control: Control<FormValues, unknown, TAiConfigInput>;
  errors: FieldErrors<FormValues>;
}) {
  const id = `ai-${spec.name}`;
  const error = errors[spec.name]?.message;
  return (
    // min-w-0 lets a long option label truncate instead of widening the grid on phones.
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{spec.label}</Label>
      <Controller
        control={control}
        name={spec.name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {spec.options.map((option) => (
                <SelectItem key={option} value={option}>
                  {LABELS[option] ?? option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
