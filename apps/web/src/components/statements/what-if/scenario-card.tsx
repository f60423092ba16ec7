// One scenario of the what-if panel: its adjustments as sliders and the figures they give, year by year.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  formatBreakEven,
  NO_FUNDING_GAP,
  type ScenarioAdjustment,
  type ScenarioName,
  type ScenarioResult,
  type YearKey,
} from '@trajectory/engine';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatSignedPercent, SCENARIO_TITLES, SLIDER_BOUNDS, SLIDERS } from './what-if-model';

type Props = {
  name: ScenarioName;
  adjustment: ScenarioAdjustment;
  result: ScenarioResult;
  onChange: (name: ScenarioName, key: keyof ScenarioAdjustment, value: number) => void;
};

function Slider({
  scenario,
  label,
  value,
  onChange,
}: {
  scenario: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const text = formatSignedPercent(value);
  // The page may arrive drawn by the server: a slider moved before its script had run keeps its place.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const moved = Number(input.current?.value ?? value);
    if (moved !== value) onChange(moved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page becomes interactive
  }, []);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted-foreground">
          {text}
        </output>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        min={SLIDER_BOUNDS.min}
        max={SLIDER_BOUNDS.max}
        step={SLIDER_BOUNDS.step}
        value={value}
        aria-valuetext={`${text} (${scenario})`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-primary"
      />
    </div>
  );
}

const money = (value: number) => (
  <span className={cn('tabular-nums', Math.round(value) < 0 && 'text-negative')}>{formatDollars(value)}</span>
);

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function ScenarioCard({ name, adjustment, result, onChange }: Props) {
  const title = SCENARIO_TITLES[name];
  const headingId = useId();
  const yearKeys = Object.keys(result.revenue).filter((key) => key.startsWith('year')) as YearKey[];
  return (
    <Card role="group" aria-labelledby={headingId} data-testid={`scenario-${name}`} className="gap-0">
      <CardHeader className="pb-4">
        <CardTitle id={headingId}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{title} adjustments</legend>
          {SLIDERS.map((slider) => (
            <Slider
              key={slider.key}
              scenario={title}
              label={slider.label}
              value={adjustment[slider.key]}
              onChange={(value) => onChange(name, slider.key, value)}
            />
          ))}
        </fieldset>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}: revenue and net profit by year</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-1 text-left font-medium">
                Year
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Revenue
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Net profit
              </th>
            </tr>
          </thead>
          <tbody>
            {yearKeys.map((key, i) => (
              <tr key={key} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 text-left font-normal">
                  Year {i + 1}
                </th>
                <td className="py-1 text-right" data-testid={`${name}-revenue-${key}`}>
                  {money(result.revenue[key] ?? 0)}
                </td>
                <td className="py-1 text-right" data-testid={`${name}-net-profit-${key}`}>
                  {money(result.netProfit[key] ?? 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="flex flex-col border-t border-border pt-2">
          <Figure label="Break-even" testId={`${name}-break-even`}>
            {formatBreakEven(result.breakEvenMonth, yearKeys.length)}
          </Figure>
          <Figure label="Lowest cash" testId={`${name}-lowest-cash`}>
            {money(result.lowestCash)}
          </Figure>
          <Figure label="Funding gap" testId={`${name}-funding-gap`}>
            {result.fundingGap > 0 ? (
              <span className="tabular-nums text-negative">{formatDollars(result.fundingGap)}</span>
            ) : (
              NO_FUNDING_GAP
            )}
          </Figure>
        </dl>
      </CardContent>
    </Card>
  );
}
