// The Payment History filters: search, payment method, transaction type, status and an inclusive date range.
import { ADMIN_PAYMENT_METHODS, ADMIN_TRANSACTION_TYPES } from '@trajectory/contracts/admin-payments';
import { Button } from '@/components/ui/button';
import { DateRangeFields, RangeBackwardsNote } from '@/features/admin/common/components/date-range-fields';
import { FilterSelect, type FilterOption } from '@/features/admin/common/components/filter-select';
import { SearchField } from '@/features/admin/common/components/search-field';

export type PaymentFilterState = {
  search: string;
  paymentMethod: (typeof ADMIN_PAYMENT_METHODS)[number] | 'all';
  transactionType: (typeof ADMIN_TRANSACTION_TYPES)[number] | 'all';
  status: string;
  startDate: string;
  endDate: string;
};

export const DEFAULT_PAYMENT_FILTERS: PaymentFilterState = {
  search: '',
  paymentMethod: 'all',
  transactionType: 'all',
  status: 'all',
  startDate: '',
  endDate: '',
};

const TRANSACTION_TYPE_LABELS: Record<(typeof ADMIN_TRANSACTION_TYPES)[number], string> = {
  new_purchase: 'New purchase',
  upgrade: 'Upgrade',
  renewal: 'Renewal',
};

const METHOD_OPTIONS: readonly FilterOption<PaymentFilterState['paymentMethod']>[] = [
  ['all', 'All methods'],
  ...ADMIN_PAYMENT_METHODS.map((method) => [method, method] as const),
];

const TYPE_OPTIONS: readonly FilterOption<PaymentFilterState['transactionType']>[] = [
  ['all', 'All types'],
  ...ADMIN_TRANSACTION_TYPES.map((type) => [type, TRANSACTION_TYPE_LABELS[type]] as const),
];

const STATUS_OPTIONS: readonly FilterOption<string>[] = [
  ['all', 'All statuses'],
  ['completed', 'Completed'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
  ['refunded', 'Refunded'],
];

export function isFiltered(f: PaymentFilterState): boolean {
  return (
    f.search.trim() !== '' ||
    f.paymentMethod !== 'all' ||
    f.transactionType !== 'all' ||
    f.status !== 'all' ||
    f.startDate !== '' ||
    f.endDate !== ''
  );
}

type PaymentHistoryFiltersProps = {
  value: PaymentFilterState;
  onChange: (next: PaymentFilterState) => void;
};

export function PaymentHistoryFilters({ value, onChange }: PaymentHistoryFiltersProps) {
  const set = <K extends keyof PaymentFilterState>(key: K, v: PaymentFilterState[K]) =>
    onChange({ ...value, [key]: v });

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <SearchField
          className="col-span-2 lg:col-span-1"
          placeholder="Customer, email, plan or transaction id"
          value={value.search}
          onChange={(v) => set('search', v)}
        />
        <FilterSelect
          label="Payment Method"
          value={value.paymentMethod}
          options={METHOD_OPTIONS}
          onChange={(v) => set('paymentMethod', v)}
        />
        <FilterSelect
          label="Transaction Type"
          value={value.transactionType}
          options={TYPE_OPTIONS}
          onChange={(v) => set('transactionType', v)}
        />
        <FilterSelect
          label="Status"
          value={value.status}
          options={STATUS_OPTIONS}
          onChange={(v) => set('status', v)}
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
          onClick={() => onChange(DEFAULT_PAYMENT_FILTERS)}
          disabled={!isFiltered(value)}
        >
          Clear Filters
        </Button>
      </div>
      <RangeBackwardsNote startDate={value.startDate} endDate={value.endDate} what="payment" />
    </div>
  );
}
