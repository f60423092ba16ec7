// A number input with its unit drawn inside the box: "$" before dollars, "%" after percents.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export type InputUnit = 'dollars' | 'percent' | 'units';

type UnitInputProps = ComponentProps<'input'> & { unit?: InputUnit; wrapperClassName?: string };

export function UnitInput({ unit = 'dollars', wrapperClassName, className, ...props }: UnitInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      {unit === 'dollars' && (
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        >
          $
        </span>
      )}
      <Input
        className={cn('tabular-nums', unit === 'dollars' && 'pl-7', unit === 'percent' && 'pr-8', className)}
        {...props}
      />
      {unit === 'percent' && (
        <span
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        >
          %
        </span>
      )}
    </div>
  );
}
