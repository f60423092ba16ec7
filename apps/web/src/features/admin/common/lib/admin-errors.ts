// Toasts for failed staff actions (admin.md section 8): the server's message, else the spec's fallback.
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';

/** Shows a failure toast: `title` (default "Error") with the server's message or `fallback`. */
export function notifyFailure(err: unknown, fallback: string, title = 'Error'): void {
  notify({ title, description: errorMessage(err, fallback), variant: 'destructive' });
}
