// The "Search" box of a filter bar: a labelled search input with the magnifier icon inside it.
import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type SearchFieldProps = {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Extra classes for the label-and-input column, e.g. its grid span. */
  className?: string;
};

export function SearchField({ value, placeholder, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
