// The Prospects tab's filters: search, contact status, sort field and order, and Clear Filters.
import { CONTACT_STATUSES, type TAdminProspectsQuery } from '@trajectory/contracts/admin-prospects';
import { Button } from '@/components/ui/button';
import { CONTACT_STATUS_LABELS } from './contact-status-dialog';
import { FilterSelect, type FilterOption } from '@/features/admin/common/components/filter-select';
import { SearchField } from '@/features/admin/common/components/search-field';

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

const STATUS_OPTIONS: readonly FilterOption<ProspectsFilterState['contactStatus']>[] = [
  ['all', 'All statuses'],
  ...CONTACT_STATUSES.map((status) => [status, CONTACT_STATUS_LABELS[status]] as const),
];

const SORT_OPTIONS = Object.entries(SORT_LABELS) as [ProspectsSortBy, string][];

const ORDER_OPTIONS: readonly FilterOption<ProspectsFilterState['order']>[] = [
  ['desc', 'Descending'],
  ['asc', 'Ascending'],
];

type ProspectsFiltersProps = {
  value: ProspectsFilterState;
  onChange: (next: ProspectsFilterState) => void;
};

export function ProspectsFilters({ value, onChange }: ProspectsFiltersProps) {
  const set = <K extends keyof ProspectsFilterState>(key: K, v: ProspectsFilterState[K]) =>
    onChange({ ...value, [key]: v });
  const isDefault =
    value.search === '' &&
    value.contactStatus === 'all' &&
    value.sortBy === DEFAULT_PROSPECT_FILTERS.sortBy &&
    value.order === DEFAULT_PROSPECT_FILTERS.order;

  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-end">
      <SearchField
        className="col-span-2 md:col-span-1"
        placeholder="Name, email, phone or business"
        value={value.search}
        onChange={(v) => set('search', v)}
      />
      <FilterSelect
        className="col-span-2 md:col-span-1"
        label="Contact Status"
        value={value.contactStatus}
        options={STATUS_OPTIONS}
        onChange={(v) => set('contactStatus', v)}
      />
      <FilterSelect
        label="Sort By"
        value={value.sortBy}
        options={SORT_OPTIONS}
        onChange={(v) => set('sortBy', v)}
      />
      <FilterSelect
        label="Order"
        value={value.order}
        options={ORDER_OPTIONS}
        onChange={(v) => set('order', v)}
      />
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
