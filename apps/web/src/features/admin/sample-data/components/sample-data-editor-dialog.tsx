// Sample Financial Data Editor: eight tabs, the optional lender answers, View P&L and Generate Reports
// (admin.md section 2, issue #15).
import { useEffect, useRef, useState } from 'react';
import { DETAIL_STEP, fieldName, fieldOf, parseAnswerPath, type Projection } from '@trajectory/engine';
import { DetailFields, type DetailPatch } from '@/components/questionnaire/detail-fields';
import {
  ZSampleData,
  type TSampleData,
  type TGenerateSampleReportsResponse,
  type TSampleDataResponse,
  type TSampleReportLink,
} from '@trajectory/contracts/admin-sample-data';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useIsPhone } from '@/hooks/use-is-phone';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useGenerateSampleReports } from '../api/generate-sample-reports';
import { useSampleData } from '../api/get-sample-data';
import { SampleDataFields } from './sample-data-fields';
import { SampleDataLoadError } from './sample-data-load-error';
import { SampleDataPlPreview } from './sample-data-pl-preview';
import { SampleDataReports } from './sample-data-reports';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { LenderFields } from '@/features/admin/common/components/lender-fields';
import { withoutMessagesOf } from '@/components/questionnaire/messages';
import { answerId } from '@/components/questionnaire/ids';
import {
  DETAIL_FORM_KEYS,
  hasLenderAnswers,
  isLenderPath,
  lenderFormOf,
} from '@/features/admin/common/lib/lender-form';
import {
  formFieldOf,
  fromSampleForm,
  previewSample,
  sampleLenderErrors,
  SAMPLE_TABS,
  tabOfField,
  textOf,
  toSampleForm,
  type SampleForm,
  type SampleTab,
} from '../lib/sample-data-form';
import { serverFieldError } from '../lib/sample-data-errors';

type SampleDataEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Preview = {
  profitLoss: TGenerateSampleReportsResponse['profitLoss'];
  metrics: TGenerateSampleReportsResponse['metrics'];
  isSaved: boolean;
};
type FieldErrors = Readonly<Partial<Record<string, string>>>;

const LENDER_SECTION = 'lender';
const DETAIL_SECTION = 'detail';
/** Whether an answer path is one of the detail step's (its section of the accordion). */
const isDetailPath = (at: string): boolean => {
  const parsed = parseAnswerPath(at);
  return parsed !== null && fieldOf(parsed.key).step === DETAIL_STEP;
};
/** The tab field the detail form's start-up total writes. */
const ONE_TIME_PURCHASES = fieldName('oneTimePurchases');
const lenderInputId = (at: string) => answerId('sample-', at);

function EditorSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="sample-data-loading">
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-10 w-64 self-end" />
    </div>
  );
}

/**
 * Contract first (lengths, types), then the engine's rules, the same order the server checks them; the
 * lender answers get every message the Edit Questionnaire dialog would show, the other fields the first.
 */
function checkSample(
  form: SampleForm,
  base: TSampleData,
): { errors: FieldErrors } | { sampleData: TSampleData; projection: Projection } {
  const sampleData = fromSampleForm(form, base);
  const parsed = ZSampleData.safeParse(sampleData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = formFieldOf(issue?.path.join('.') ?? '');
    return { errors: { [field]: issue?.message ?? 'Check the sample data.' } };
  }
  const lender = sampleLenderErrors(form, base);
  if (Object.keys(lender).length > 0) return { errors: lender };
  const preview = previewSample(sampleData);
  if (!preview.ok) return { errors: { [formFieldOf(preview.field)]: preview.message } };
  return { sampleData, projection: preview.projection };
}

function SampleDataEditor({ data }: { data: TSampleDataResponse }) {
  const isPhone = useIsPhone();
  const generate = useGenerateSampleReports();
  const [form, setForm] = useState<SampleForm>(() => toSampleForm(data.sampleData));
  const [tab, setTab] = useState<SampleTab>('business');
  const [lenderOpen, setLenderOpen] = useState(() =>
    hasLenderAnswers(form) ? LENDER_SECTION : hasLenderAnswers(form, DETAIL_FORM_KEYS) ? DETAIL_SECTION : '',
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reports, setReports] = useState<TSampleReportLink[]>(data.reports);
  const [savedAt, setSavedAt] = useState<string | null>(data.updatedAt);
  const previewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [preview]);

  const onChange = (patch: Partial<SampleForm>) => {
    setForm((f) => ({ ...f, ...patch }) as SampleForm);
    setErrors((e) => withoutMessagesOf(e, Object.keys(patch)));
    // A preview of older numbers would mislead; View P&L shows the current ones again.
    setPreview(null);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return;
    if (isLenderPath(first)) {
      setLenderOpen(isDetailPath(first) ? DETAIL_SECTION : LENDER_SECTION);
      requestAnimationFrame(() =>
        (
          document.getElementById(lenderInputId(first)) ??
          document.getElementById(`${lenderInputId(first)}-choice`)
        )?.focus(),
      );
      return;
    }
    const where = tabOfField(first);
    if (where) setTab(where);
  };

  const validated = () => {
    const result = checkSample(form, data.sampleData);
    if ('errors' in result) {
      showErrors(result.errors);
      return null;
    }
    setErrors({});
    return result;
  };

  const onViewPl = () => {
    const v = validated();
    if (v) setPreview({ profitLoss: v.projection.profitLoss, metrics: v.projection.metrics, isSaved: false });
  };

  const onGenerate = () => {
    const v = validated();
    if (!v) return;
    generate.mutate(
      { sampleData: v.sampleData },
      {
        onSuccess: (res) => {
          setReports(res.reports);
          setSavedAt(res.updatedAt);
          setPreview({ profitLoss: res.profitLoss, metrics: res.metrics, isSaved: true });
          notify({
            title: 'Sample Reports Generated',
            description: 'The sample data is saved. Open a report below.',
            variant: 'success',
          });
        },
        onError: (err) => {
          const field = serverFieldError(err);
          if (field) {
            showErrors({ [formFieldOf(field)]: errorMessage(err, 'Failed to generate sample reports') });
          }
          notifyFailure(err, 'Failed to generate sample reports');
        },
      },
    );
  };

  const isBusy = generate.isPending;
  const fields = (spec: (typeof SAMPLE_TABS)[number]) => (
    <SampleDataFields
      tab={spec}
      form={form}
      errors={errors}
      onChange={(path, value) => onChange({ [path]: value })}
      disabled={isBusy}
    />
  );
  // A message the form cannot place at a field (a section the editor does not show).
  const unplaced = Object.entries(errors).find(([field]) => !isLenderPath(field) && !tabOfField(field));

  return (
    <div className="flex flex-col gap-4">
      {data.isDefault && !savedAt && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          This is the built-in example business. Nothing is saved until you generate reports.
        </p>
      )}
      {isPhone ? (
        <Accordion type="single" collapsible value={tab} onValueChange={(v) => v && setTab(v as SampleTab)}>
          {SAMPLE_TABS.map((spec) => (
            <AccordionItem key={spec.value} value={spec.value}>
              <AccordionTrigger>{spec.label}</AccordionTrigger>
              <AccordionContent>{fields(spec)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as SampleTab)}>
          <TabsList aria-label="Sample data sections" className="w-full justify-start">
            {SAMPLE_TABS.map((spec) => (
              <TabsTrigger key={spec.value} value={spec.value}>
                {spec.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {SAMPLE_TABS.map((spec) => (
            <TabsContent key={spec.value} value={spec.value} className="min-h-56 pt-1">
              {fields(spec)}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <Accordion
        type="single"
        collapsible
        value={lenderOpen}
        onValueChange={setLenderOpen}
        className="rounded-lg border border-border px-4"
      >
        <AccordionItem value={LENDER_SECTION} className="border-b-0">
          <AccordionTrigger>
            <span className="flex flex-col gap-0.5 text-left">
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Optional
              </span>
              <span className="text-base font-semibold">What a lender will ask</span>
            </span>
          </AccordionTrigger>
          <AccordionContent className="flex flex-col gap-5">
            <p className="text-sm text-muted-foreground">
              Loans, income tax, depreciation of the startup purchases, the owner&rsquo;s draw and seasons.
              Leave a field blank for none; the sample is projected over 3 years.
            </p>
            <LenderFields
              values={lenderFormOf(form)}
              errors={errors}
              onChange={onChange}
              idPrefix="sample-"
              disabled={isBusy}
            />
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value={DETAIL_SECTION} className="border-t border-border border-b-0">
          <AccordionTrigger>
            <span className="flex flex-col gap-0.5 text-left">
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Optional
              </span>
              <span className="text-base font-semibold">Your business in more detail</span>
            </span>
          </AccordionTrigger>
          <AccordionContent className="flex flex-col gap-5">
            <DetailFields
              values={lenderFormOf(form)}
              errors={errors}
              onChange={({ oneTimePurchases, ...patch }: DetailPatch) =>
                onChange({
                  ...patch,
                  ...(oneTimePurchases === undefined ? {} : { [ONE_TIME_PURCHASES]: oneTimePurchases }),
                })
              }
              primary={{
                unitPrice: textOf(form, fieldName('unitPrice')),
                costPerItem: textOf(form, fieldName('costPerItem')),
                firstMonthSales: textOf(form, fieldName('firstMonthSales')),
              }}
              idPrefix="sample-"
              number="digits"
              headingLevel={4}
              disabled={isBusy}
            />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      {unplaced && (
        <p role="alert" className="text-sm font-medium text-negative">
          {unplaced[1]}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 md:flex-row md:justify-end">
        <Button variant="outline" onClick={onViewPl} disabled={isBusy}>
          View P&amp;L
        </Button>
        <Button onClick={onGenerate} disabled={isBusy}>
          {isBusy ? 'Generating...' : 'Generate Reports'}
        </Button>
      </div>
      <SampleDataReports reports={reports} savedAt={savedAt} />
      {preview && (
        <div ref={previewRef} className="scroll-mt-4">
          <SampleDataPlPreview {...preview} />
        </div>
      )}
    </div>
  );
}

export function SampleDataEditorDialog({ open, onOpenChange }: SampleDataEditorDialogProps) {
  const query = useSampleData({ enabled: open });

  if (query.isError) {
    return (
      <SampleDataLoadError
        open={open}
        message={errorMessage(query.error, 'The sample data could not be loaded.')}
        onClose={() => onOpenChange(false)}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Sample Financial Data Editor</DialogTitle>
          <DialogDescription>
            The worked example shown to prospects. Edit its figures, preview the P&amp;L, then generate the
            sample reports.
          </DialogDescription>
        </DialogHeader>
        {query.data ? <SampleDataEditor data={query.data} /> : <EditorSkeleton />}
      </DialogContent>
    </Dialog>
  );
}
