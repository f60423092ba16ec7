// The Activity filters: text in the summary, staff user, area or action, order and an inclusive date range.
import { useId } from 'react';
import { AUDIT_AREAS } from '@trajectory/contracts/admin-audit';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FilterSelect, type FilterOption } from '@/features/admin/common/components/filter-select';
import { SearchField } from '@/features/admin/common/components/search-field';

export type ActivityFilterState = {
  search: string;
  actor: string;
  action: string;
  order: 'desc' | 'asc';
  startDate: string;
  endDate: string;
};

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilterState = {
  search: '',
  actor: 'all',
  action: 'all',
  order: 'desc',
  startDate: '',
  endDate: '',
};

const AREA_OPTIONS: readonly FilterOption<string>[] = [
  ['all', 'All areas'],
  ...Object.entries(AUDIT_AREAS).map(([area, label]) => [area, label] as const),
];

const ORDER_OPTIONS: readonly FilterOption<ActivityFilterState['order']>[] = [
  ['desc', 'Newest first'],
  ['asc', 'Oldest first'],
];

export function isFiltered(f: ActivityFilterState): boolean {
  return (
    f.search.trim() !== '' ||
    f.actor !== 'all' ||
    f.action !== 'all' ||
    f.order !== 'desc' ||
    f.startDate !== '' ||
    f.endDate !== ''
  );
}

type ActivityFiltersProps = {
  value: ActivityFilterState;
  onChange: (next: ActivityFilterState) => void;
  /** Everyone who has a row (deleted staff users included). */
  actors: readonly string[];
};

export function ActivityFilters({ value, onChange, actors }: ActivityFiltersProps) {
  const ids = { start: useId(), end: useId() };
  const set = <K extends keyof ActivityFilterState>(key: K, v: ActivityFilterState[K]) =>
    onChange({ ...value, [key]: v });
  const isRangeBackwards = value.startDate !== '' && value.endDate !== '' && value.endDate < value.startDate;
  const actorOptions: readonly FilterOption<string>[] = [
    ['all', 'All staff users'],
    ...[...new Set([...actors, ...(value.actor === 'all' ? [] : [value.actor])])].map(
      (name) => [name, name] as const,
    ),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <SearchField
          className="col-span-2 lg:col-span-1"
          placeholder="Text in the summary, or a target id"
          value={value.search}
          onChange={(v) => set('search', v)}
        />
        <FilterSelect
          label="Staff User"
          value={value.actor}
          options={actorOptions}
          onChange={(v) => set('actor', v)}
        />
        <FilterSelect
          label="Area"
          value={value.action}
          options={AREA_OPTIONS}
          onChange={(v) => set('action', v)}
        />
        <FilterSelect
          label="Order"
          value={value.order}
          options={ORDER_OPTIONS}
          onChange={(v) => set('order', v)}
        />
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
          <Label htmlFor={ids.start}>Start Date</Label>
          <Input
            id={ids.start}
            type="date"
            value={value.startDate}
            max={value.endDate || undefined}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </div>
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
          <Label htmlFor={ids.end}>End Date</Label>
          <Input
            id={ids.end}
            type="date"
            value={value.endDate}
            min={value.startDate || undefined}
            onChange={(e) => set('endDate', e.target.value)}
            aria-invalid={isRangeBackwards ? true : undefined}
          />
        </div>
        <Button
          variant="outline"
          className="col-span-2 lg:col-span-1"
          onClick={() => onChange(DEFAULT_ACTIVITY_FILTERS)}
          disabled={!isFiltered(value)}
        >
          Clear Filters
        </Button>
      </div>
      {isRangeBackwards && (
        <p role="status" className="text-sm text-warning">
          The end date is before the start date, so no change can match.
        </p>
      )}
    </div>
  );
}
