// The Activity filters: text in the summary, staff user, area or action, order and an inclusive date range.
import { AUDIT_AREAS } from '@trajectory/contracts/admin-audit';
import { Button } from '@/components/ui/button';
import { DateRangeFields, RangeBackwardsNote } from '@/features/admin/common/components/date-range-fields';
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
  const set = <K extends keyof ActivityFilterState>(key: K, v: ActivityFilterState[K]) =>
    onChange({ ...value, [key]: v });
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
        <DateRangeFields
          startDate={value.startDate}
          endDate={value.endDate}
          onStartDateChange={(v) => set('startDate', v)}
          onEndDateChange={(v) => set('endDate', v)}
        />
        <Button
          variant="outline"
          className="col-span-2 lg:col-span-1"
          onClick={() => onChange(DEFAULT_ACTIVITY_FILTERS)}
          disabled={!isFiltered(value)}
        >
          Clear Filters
        </Button>
      </div>
      <RangeBackwardsNote startDate={value.startDate} endDate={value.endDate} what="change" />
    </div>
  );
}
