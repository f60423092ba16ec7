// The app's toast outlet: sonner, one toast visible at a time (visitor.md section 9).
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      // At the bottom, toasts never cover a page's header (the wizard's sticky question header included).
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
    />
  );
}
