// Watches every read and action of the page: one "access required" answer replaces the page with the
// "open your reports" screen, so no page handles the 401 itself (issue #12).
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isAccessRequired } from '@/lib/api';
import { AccessRequiredScreen } from './access-required-screen';

export function AccessGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The path that was refused; any navigation renders the page again (and asks the server again), so a
  // browser that has since followed its link sees the page.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setRefusedAt(null);
  }

  useEffect(() => {
    const refuse = (error: unknown) => {
      if (isAccessRequired(error)) setRefusedAt(here);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refuse(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refuse(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, here]);

  if (refusedAt === here) return <AccessRequiredScreen redirectTo={here} />;
  return <>{children}</>;
}
