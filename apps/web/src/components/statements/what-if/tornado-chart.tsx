// The sensitivity as a tornado chart: how total net profit moves when each driver goes down or up, with a table alternative.
import { useId } from 'react';
import type { SensitivityRow } from '@trajectory/engine';
import { formatDollars } from '@/lib/format';
import { cn } from '@/lib/utils';
import { driverLabel, SENSITIVITY_PCT } from './what-if-model';

/** "+$1,234" / "−$1,234" / "$0": a change, signed so a reader sees the direction without colour. */
function formatChange(value: number): string {
  const rounded = Math.round(value);
  if (rounded > 0) return `+${formatDollars(rounded)}`;
  if (rounded < 0) return `−${formatDollars(-rounded)}`;
  return formatDollars(0);
}

/** One half-height bar from the centre line towards the change, emerald for a gain and rose for a loss. */
function Bar({ change, scale, isLow }: { change: number; scale: number; isLow: boolean }) {
  const width = scale > 0 ? (Math.abs(change) / scale) * 50 : 0;
  return (
    <div
      className={cn(
        'absolute h-[calc(50%-2px)] rounded-sm',
        isLow ? 'top-0 opacity-60' : 'bottom-0',
        change < 0 ? 'bg-negative' : 'bg-positive',
      )}
      style={{ width: `${width}%`, left: change < 0 ? `${50 - width}%` : '50%' }}
    />
  );
}

/** A row's key: its driver, and which loan, stream or role it is. */
const rowKey = (row: SensitivityRow) => `${row.driver}-${row.loanIndex ?? ''}-${row.index ?? ''}`;

type TornadoProps = {
  /** Null until the sensitivity is first computed (off the input path, a moment after the panel opens). */
  rows: SensitivityRow[] | null;
  /** Newer rows are being computed for the sliders as they now stand. */
  isSettling?: boolean;
};

export function TornadoChart({ rows: given, isSettling = false }: TornadoProps) {
  const titleId = useId();
  const descriptionId = useId();
  const rows = given ?? [];
  const scale = Math.max(
    0,
    ...rows.flatMap((row) => [Math.abs(row.low.netProfitChange), Math.abs(row.high.netProfitChange)]),
  );
  const top = rows[0];
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={given === null || isSettling}
      className="flex flex-col gap-4"
      data-testid="tornado"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-semibold">
          What moves your profit most
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          The change in total net profit over all years when one input of the base case is {SENSITIVITY_PCT}%
          lower (upper, lighter bar) or {SENSITIVITY_PCT}% higher (lower, darker bar), the others unchanged.
          {top && scale > 0 && (
            <>
              {` ${driverLabel(top)} matters most: `}
              <span className="whitespace-nowrap">{formatChange(top.low.netProfitChange)}</span> to{' '}
              <span className="whitespace-nowrap">{formatChange(top.high.netProfitChange)}</span>.
            </>
          )}
        </p>
      </div>
      {given === null && (
        <p role="status" className="text-sm text-muted-foreground">
          Working out which inputs move your profit most…
        </p>
      )}
      <div
        aria-hidden="true"
        className={cn('flex flex-col gap-2 transition-opacity', isSettling && 'opacity-70')}
      >
        {rows.map((row) => (
          <div
            key={rowKey(row)}
            className="grid grid-cols-1 gap-1 sm:grid-cols-[13rem_1fr] sm:items-center sm:gap-3"
          >
            <span className="text-sm sm:truncate sm:text-right" title={driverLabel(row)}>
              {driverLabel(row)}
            </span>
            <div className="relative h-7">
              <div className="absolute inset-y-0 left-1/2 w-px bg-border" />
              <Bar change={row.low.netProfitChange} scale={scale} isLow />
              <Bar change={row.high.netProfitChange} scale={scale} isLow={false} />
            </div>
          </div>
        ))}
        <div className="grid grid-cols-1 gap-3 text-xs text-muted-foreground tabular-nums sm:grid-cols-[13rem_1fr]">
          <span className="hidden sm:block" />
          <div className="flex justify-between">
            <span>{formatChange(-scale)}</span>
            <span>$0</span>
            <span>{formatChange(scale)}</span>
          </div>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show the figures as a table</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm" aria-describedby={descriptionId}>
            <caption className="sr-only">Sensitivity of total net profit and funding gap</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-1 text-left font-medium">
                  Input
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Profit change, input −{SENSITIVITY_PCT}%
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Profit change, input +{SENSITIVITY_PCT}%
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Funding gap change, −{SENSITIVITY_PCT}%
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Funding gap change, +{SENSITIVITY_PCT}%
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">
                    {driverLabel(row)}
                  </th>
                  <td className="py-1 text-right">{formatChange(row.low.netProfitChange)}</td>
                  <td className="py-1 text-right">{formatChange(row.high.netProfitChange)}</td>
                  <td className="py-1 text-right">{formatChange(row.low.fundingGapChange)}</td>
                  <td className="py-1 text-right">{formatChange(row.high.fundingGapChange)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
