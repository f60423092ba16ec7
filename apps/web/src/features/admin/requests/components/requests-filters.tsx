// The filter bar of the requests tab: search, date range, sort field and order, Clear Filters.
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TRequestsFilters, TRequestsOrder, TRequestsSortBy } from '../api/get-admin-requests';
import { FilterSelect, type FilterOption } from '@/features/admin/common/components/filter-select';
import { SearchField } from '@/features/admin/common/components/search-field';

const SORT_OPTIONS: readonly FilterOption<TRequestsSortBy>[] = [
  ['id', 'Request ID'],
  ['createdAt', 'Date Created'],
];

const ORDER_OPTIONS: readonly FilterOption<TRequestsOrder>[] = [
  ['asc', 'Ascending'],
  ['desc', 'Descending'],
];

type RequestsFiltersProps = {
  filters: TRequestsFilters;
  onChange: (patch: Partial<TRequestsFilters>) => void;
  onClear: () => void;
  canClear: boolean;
};

export function RequestsFilters({ filters, onChange, onClear, canClear }: RequestsFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <SearchField
        className="gap-1.5"
        placeholder="Business, name, email or request ID"
        value={filters.search}
        onChange={(v) => onChange({ search: v })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="requests-start-date">Start date</Label>
        <Input
          id="requests-start-date"
          type="date"
          value={filters.startDate}
          max={filters.endDate || undefined}
          onChange={(e) => onChange({ startDate: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="requests-end-date">End date</Label>
        <Input
          id="requests-end-date"
          type="date"
          value={filters.endDate}
          min={filters.startDate || undefined}
          onChange={(e) => onChange({ endDate: e.target.value })}
        />
      </div>
      <FilterSelect
        className="gap-1.5"
        label="Sort by"
        value={filters.sortBy}
        options={SORT_OPTIONS}
        onChange={(v) => onChange({ sortBy: v })}
      />
      <FilterSelect
        className="gap-1.5"
        label="Order"
        value={filters.order}
        options={ORDER_OPTIONS}
        onChange={(v) => onChange({ order: v })}
      />
      <Button
        variant="outline"
        onClick={onClear}
        disabled={!canClear}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
