// The inline message under a form field; give the field aria-describedby={id} and aria-invalid.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm font-medium text-negative', className)} {...props}>
      {children}
    </p>
  );
}
