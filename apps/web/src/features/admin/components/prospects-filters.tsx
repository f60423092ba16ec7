// The Prospects tab's filters: search, contact status, sort field and order, and Clear Filters.
import { useId } from 'react';
import { Search } from 'lucide-react';
import { CONTACT_STATUSES, type TAdminProspectsQuery } from '@trajectory/contracts/admin-prospects';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CONTACT_STATUS_LABELS } from './contact-status-dialog';

export type ProspectsSortBy = TAdminProspectsQuery['sortBy'];
export type ProspectsFilterState = {
  search: string;
  contactStatus: (typeof CONTACT_STATUSES)[number] | 'all';
  sortBy: ProspectsSortBy;
  order: 'asc' | 'desc';
};

export const DEFAULT_PROSPECT_FILTERS: ProspectsFilterState = {
  search: '',
  contactStatus: 'all',
  sortBy: 'createdAt',
  order: 'desc',
};

const SORT_LABELS: Record<ProspectsSortBy, string> = {
  createdAt: 'Date Created',
  name: 'Name',
  email: 'Email',
  businessName: 'Business Name',
  requests: 'Requests',
  lastContactedAt: 'Last Contacted',
};

type ProspectsFiltersProps = {
  value: ProspectsFilterState;
  onChange: (next: ProspectsFilterState) => void;
};

export function ProspectsFilters({ value, onChange }: ProspectsFiltersProps) {
  const ids = { search: useId(), status: useId(), sort: useId(), order: useId() };
  const set = <K extends keyof ProspectsFilterState>(key: K, v: ProspectsFilterState[K]) =>
    onChange({ ...value, [key]: v });
  const isDefault =
    value.search === '' &&
    value.contactStatus === 'all' &&
    value.sortBy === DEFAULT_PROSPECT_FILTERS.sortBy &&
    value.order === DEFAULT_PROSPECT_FILTERS.order;

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end">
      <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
        <Label htmlFor={ids.search}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={ids.search}
            type="search"
            placeholder="Name, email, phone or business"
            value={value.search}
            onChange={(e) => set('search', e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
        <Label htmlFor={ids.status}>Contact Status</Label>
        <Select
          value={value.contactStatus}
          onValueChange={(v) => set('contactStatus', v as ProspectsFilterState['contactStatus'])}
        >
          <SelectTrigger id={ids.status}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {CONTACT_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {CONTACT_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.sort}>Sort By</Label>
        <Select value={value.sortBy} onValueChange={(v) => set('sortBy', v as ProspectsSortBy)}>
          <SelectTrigger id={ids.sort}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(SORT_LABELS).map(([key, label]) => (
              <SelectItem key={key} value={key}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.order}>Order</Label>
        <Select value={value.order} onValueChange={(v) => set('order', v as 'asc' | 'desc')}>
          <SelectTrigger id={ids.order}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="desc">Descending</SelectItem>
            <SelectItem value="asc">Ascending</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="outline"
        className="col-span-2 md:col-span-1"
        onClick={() => onChange(DEFAULT_PROSPECT_FILTERS)}
        disabled={isDefault}
      >
        Clear Filters
      </Button>
    </div>
  );
}
