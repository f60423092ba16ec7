// The filter bar of the requests tab: search, date range, sort field and order, Clear Filters.
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TRequestsFilters, TRequestsOrder, TRequestsSortBy } from '../api/get-admin-requests';

type RequestsFiltersProps = {
  filters: TRequestsFilters;
  onChange: (patch: Partial<TRequestsFilters>) => void;
  onClear: () => void;
  canClear: boolean;
};

export function RequestsFilters({ filters, onChange, onClear, canClear }: RequestsFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="requests-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="requests-search"
            type="search"
            className="pl-9"
            placeholder="Business, name, email or request ID"
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
      </div>
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="requests-sort-by">Sort by</Label>
        <Select value={filters.sortBy} onValueChange={(v) => onChange({ sortBy: v as TRequestsSortBy })}>
          <SelectTrigger id="requests-sort-by">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="id">Request ID</SelectItem>
            <SelectItem value="createdAt">Date Created</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="requests-order">Order</Label>
        <Select value={filters.order} onValueChange={(v) => onChange({ order: v as TRequestsOrder })}>
          <SelectTrigger id="requests-order">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="asc">Ascending</SelectItem>
            <SelectItem value="desc">Descending</SelectItem>
          </SelectContent>
        </Select>
      </div>
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
