// How the projection was calculated, and the answers it was calculated from.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldKey } from '@trajectory/engine';
import type { TQuestionnaireSections } from '@trajectory/contracts/questionnaires';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { buildInputSummary } from '@/lib/input-summary';

export const CALCULATION_ASSUMPTIONS = [
  'Operating expenses (advertising, rent, utilities and other expenses) grow 5% a year.',
  'Salaries grow 3% a year.',
  'Depreciation, loan interest and income tax are included only when the optional lender questions were answered.',
  'Revenue = unit price × monthly units sold, with your growth rate compounding over time.',
  'Cost of goods sold = cost per item × units sold.',
] as const;

/** Beside an input's label, by the questionnaire field it shows: a shared plan's "Ask about" button. */
type InputAside = (key: FieldKey) => ReactNode;

function InputsTable({
  questionnaire,
  caption,
  inputAside,
}: {
  questionnaire: UseQueryResult<TQuestionnaireSections>;
  caption: string;
  inputAside?: InputAside;
}) {
  if (questionnaire.isPending) {
    return (
      <div role="status" aria-label="Loading your answers" className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  if (questionnaire.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>We couldn&apos;t load the answers behind this projection.</p>
        <Button variant="outline" size="sm" onClick={() => void questionnaire.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <AnswersTable answers={questionnaire.data} caption={caption} inputAside={inputAside} />;
}

/** The answers a projection starts from, one row per input, as the review writes them. */
export function AnswersTable({
  answers,
  caption,
  inputAside,
}: {
  answers: Readonly<Record<string, unknown>>;
  caption: string;
  inputAside?: InputAside;
}) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Input</TableHead>
          <TableHead scope="col" numeric>
            Value
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {buildInputSummary(answers).map((row) => {
          const aside = row.key && inputAside?.(row.key);
          return (
            <TableRow key={row.label} data-testid="input-row">
              <TableHead
                scope="row"
                aria-label={aside ? row.label : undefined}
                className="font-normal text-foreground"
              >
                {aside ? (
                  <span className="inline-flex items-center gap-1.5">
                    {row.label}
                    {aside}
                  </span>
                ) : (
                  row.label
                )}
              </TableHead>
              <TableCell numeric>{row.value}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

type AssumptionsSectionProps = {
  /** Null: no answers to show. */
  questionnaireId: string | null;
  /** Whose answers, in the card's title and description (a shared plan's viewer reads the founder's). */
  inputsOf?: 'you' | 'founder';
  questionnaire: UseQueryResult<TQuestionnaireSections>;
  /** Beside each input's label (absent, the table is as before): a shared plan's "Ask about" button. */
  inputAside?: InputAside;
};

export function AssumptionsSection({
  questionnaireId,
  questionnaire,
  inputsOf = 'you',
  inputAside,
}: AssumptionsSectionProps) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Calculation assumptions</CardTitle>
          <CardDescription>The rules behind every figure above.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {CALCULATION_ASSUMPTIONS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{inputsOf === 'you' ? 'Your inputs' : 'The inputs'}</CardTitle>
          <CardDescription>
            {inputsOf === 'you'
              ? 'The answers you gave in the questionnaire.'
              : 'The answers the founder gave in the questionnaire.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {questionnaireId ? (
            <InputsTable
              questionnaire={questionnaire}
              caption={inputsOf === 'you' ? 'Your inputs' : 'The inputs'}
              inputAside={inputAside}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              Your answers are not available for this projection.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
