// Two versions side by side (by default the two newest): the answers that changed, and the key figures of
// both with the difference. On a phone each row stacks: its name, then both versions and the difference.
import { useState } from 'react';
import type { TVersionComparison, TVersionSummary } from '@trajectory/contracts/versions';
import { answerPathOfStored, fieldOfAnswerPath, parseAnswerPath } from '@trajectory/engine';
import { StatusPanel } from '@/components/status-panel';
import { formatAnswer } from '@/components/questionnaire/answer-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsPhone } from '@/hooks/use-is-phone';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useVersionComparison } from '../api/compare-versions';
import {
  hasCashFigures,
  keyFigureRows,
  NO_CASH_FIGURES,
  type ChangeTone,
  type KeyFigureRow,
} from '../lib/key-figures';
import { computedTodayPairText, newestFirst, versionName } from '../lib/version-text';

type Pair = { a: number; b: number };

const TONE_CLASS: Record<ChangeTone, string> = {
  better: 'text-positive',
  worse: 'text-negative',
  same: 'text-muted-foreground',
};

/** A changed answer's value as the review writes it (money, percents, months, the choices' words). */
function answerText(field: string, text: string): string {
  const at = answerPathOfStored(field);
  const parsed = at === null ? null : parseAnswerPath(at);
  const model = at === null ? null : fieldOfAnswerPath(at);
  if (!parsed || !model) return text.trim() === '' ? '—' : text;
  return formatAnswer(parsed.item ? `${parsed.key}.${parsed.item}` : parsed.key, model, text);
}

function VersionPicker({
  id,
  label,
  value,
  versions,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  versions: readonly TVersionSummary[];
  onChange: (number: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} className="md:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {newestFirst(versions).map((version) => (
            <SelectItem key={version.number} value={String(version.number)}>
              {versionName(version.number)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

type Columns = { a: string; b: string };

function ChangedAnswers({ comparison, columns }: { comparison: TVersionComparison; columns: Columns }) {
  const isPhone = useIsPhone();
  const { changes } = comparison;
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">The answers are the same in both versions.</p>;
  }
  const rows = changes.map((change) => ({
    ...change,
    a: answerText(change.field, change.a),
    b: answerText(change.field, change.b),
  }));
  if (isPhone) {
    return (
      <ul className="flex flex-col divide-y divide-border" aria-label="Answers that changed">
        {rows.map((row) => (
          <li key={row.field} className="flex flex-col gap-1 py-3" data-testid="changed-answer">
            <p className="font-medium">{row.label}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-muted-foreground">{columns.a}</dt>
              <dd className="text-right">{row.a}</dd>
              <dt className="text-muted-foreground">{columns.b}</dt>
              <dd className="text-right">{row.b}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table>
      <caption className="sr-only">Answers that changed</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Answer</TableHead>
          <TableHead scope="col" numeric>
            {columns.a}
          </TableHead>
          <TableHead scope="col" numeric>
            {columns.b}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} data-testid="changed-answer">
            <TableHead scope="row" className="font-normal text-foreground">
              {row.label}
            </TableHead>
            <TableCell numeric>{row.a}</TableCell>
            <TableCell numeric>{row.b}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const rowName = (row: KeyFigureRow) => (row.label === row.group ? row.group : `${row.group}, ${row.label}`);

function KeyFigures({ comparison, columns }: { comparison: TVersionComparison; columns: Columns }) {
  const isPhone = useIsPhone();
  const rows = keyFigureRows(comparison);
  const note = hasCashFigures(comparison) ? null : (
    <p className="text-sm text-muted-foreground">{NO_CASH_FIGURES}</p>
  );
  if (isPhone) {
    return (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Key figures compared">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-col gap-1 py-3" data-testid={`figure-${row.key}`}>
              <p className="font-medium">{rowName(row)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm tabular-nums">
                <dt className="text-muted-foreground">{columns.a}</dt>
                <dd className="text-right">{row.a}</dd>
                <dt className="text-muted-foreground">{columns.b}</dt>
                <dd className="text-right">{row.b}</dd>
                <dt className="text-muted-foreground">Difference</dt>
                <dd className={cn('text-right font-semibold', TONE_CLASS[row.tone])}>{row.difference}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {note}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Table>
        <caption className="sr-only">Key figures compared</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Figure</TableHead>
            <TableHead scope="col" numeric>
              {columns.a}
            </TableHead>
            <TableHead scope="col" numeric>
              {columns.b}
            </TableHead>
            <TableHead scope="col" numeric>
              Difference
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow
              key={row.key}
              data-testid={`figure-${row.key}`}
              className={cn(i > 0 && rows[i - 1]!.group !== row.group && 'border-t-2')}
            >
              <TableHead scope="row" className="font-normal text-foreground">
                {rowName(row)}
              </TableHead>
              <TableCell numeric className="whitespace-normal">
                {row.a}
              </TableCell>
              <TableCell numeric className="whitespace-normal">
                {row.b}
              </TableCell>
              <TableCell numeric className={cn('font-semibold', TONE_CLASS[row.tone])}>
                {row.difference}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note}
    </div>
  );
}

function ComparisonBody({ questionnaireId, pair }: { questionnaireId: string; pair: Pair }) {
  const query = useVersionComparison(questionnaireId, pair);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Comparing versions" className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel
        title={`Error comparing versions: ${errorMessage(query.error, 'Unknown error')}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const comparison = query.data;
  const columns = { a: versionName(comparison.a.number), b: versionName(comparison.b.number) };
  return (
    <div className={cn('flex flex-col gap-6', query.isPlaceholderData && 'opacity-60')}>
      <p className="text-sm text-muted-foreground" data-testid="computed-today">
        {computedTodayPairText(comparison.a, comparison.b)}
      </p>
      <section aria-labelledby="changed-answers-heading" className="flex flex-col gap-2">
        <h3 id="changed-answers-heading" className="font-semibold">
          Answers that changed
        </h3>
        <ChangedAnswers comparison={comparison} columns={columns} />
      </section>
      <section aria-labelledby="key-figures-heading" className="flex flex-col gap-2">
        <h3 id="key-figures-heading" className="font-semibold">
          Key figures
        </h3>
        <KeyFigures comparison={comparison} columns={columns} />
      </section>
    </div>
  );
}

/** The default pair: the version before the newest, and the newest. */
function defaultPair(versions: readonly TVersionSummary[]): Pair | null {
  const [newest, previous] = newestFirst(versions);
  return newest && previous ? { a: previous.number, b: newest.number } : null;
}

export function VersionCompare({
  questionnaireId,
  versions,
}: {
  questionnaireId: string;
  versions: readonly TVersionSummary[];
}) {
  const [chosen, setChosen] = useState<Pair | null>(null);
  const numbers = new Set(versions.map((v) => v.number));
  // A chosen pair stays while both versions exist; otherwise (or until one is chosen) the two newest.
  const pair = chosen && numbers.has(chosen.a) && numbers.has(chosen.b) ? chosen : defaultPair(versions);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compare two versions</CardTitle>
        <CardDescription>The answers that changed, and what they change in your key figures.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {pair === null ? (
          <p className="text-sm text-muted-foreground">
            There is one version so far. Save a change to your answers and you can compare the two here.
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-3 md:flex-row md:gap-6">
              <VersionPicker
                id="compare-a"
                label="Compare"
                value={pair.a}
                versions={versions}
                onChange={(a) => setChosen({ ...pair, a })}
              />
              <VersionPicker
                id="compare-b"
                label="With"
                value={pair.b}
                versions={versions}
                onChange={(b) => setChosen({ ...pair, b })}
              />
            </div>
            <ComparisonBody questionnaireId={questionnaireId} pair={pair} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
