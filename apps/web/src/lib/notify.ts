// Toasts: one at a time (visitor.md section 9), a title with an optional sentence below it.
import { toast } from 'sonner';

export type NotifyVariant = 'default' | 'success' | 'destructive' | 'warning';

export type NotifyOptions = {
  title: string;
  description?: string;
  variant?: NotifyVariant;
};

export function notify({ title, description, variant = 'default' }: NotifyOptions): string | number {
  // The newest message replaces the one on screen rather than queueing behind it.
  toast.dismiss();
  const options = { description };
  switch (variant) {
    case 'success':
      return toast.success(title, options);
    case 'destructive':
      return toast.error(title, options);
    case 'warning':
      return toast.warning(title, options);
    default:
      return toast(title, options);
  }
}
