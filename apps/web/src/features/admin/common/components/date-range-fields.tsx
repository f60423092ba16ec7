// The staff lists' inclusive date range: Start Date and End Date cells for a filter grid, and the note
// shown when the end comes before the start.
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function isRangeBackwards(startDate: string, endDate: string): boolean {
  return startDate !== '' && endDate !== '' && endDate < startDate;
}

type DateRangeFieldsProps = {
  startDate: string;
  endDate: string;
  onStartDateChange: (value: string) => void;
  onEndDateChange: (value: string) => void;
};

/** Two grid cells (no wrapper of their own), so each list lays them out in its filter grid. */
export function DateRangeFields({
  startDate,
  endDate,
  onStartDateChange,
  onEndDateChange,
}: DateRangeFieldsProps) {
  const ids = { start: useId(), end: useId() };
  return (
    <>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
        <Label htmlFor={ids.start}>Start Date</Label>
        <Input
          id={ids.start}
          type="date"
          value={startDate}
          max={endDate || undefined}
          onChange={(e) => onStartDateChange(e.target.value)}
        />
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
        <Label htmlFor={ids.end}>End Date</Label>
        <Input
          id={ids.end}
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(e) => onEndDateChange(e.target.value)}
          aria-invalid={isRangeBackwards(startDate, endDate) ? true : undefined}
        />
      </div>
    </>
  );
}

/** Says why nothing can match while the range is backwards; nothing otherwise. */
export function RangeBackwardsNote({
  startDate,
  endDate,
  what,
}: {
  startDate: string;
  endDate: string;
  what: string;
}) {
  if (!isRangeBackwards(startDate, endDate)) return null;
  return (
    <p role="status" className="text-sm text-warning">
      The end date is before the start date, so no {what} can match.
    </p>
  );
}
