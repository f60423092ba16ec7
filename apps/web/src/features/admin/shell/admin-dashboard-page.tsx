// The staff dashboard (/admin/dashboard): nine tabs on desktop, an accordion on phones; staff only.
import { Navigate, useSearchParams } from 'react-router';
import { PageFallback } from '@/components/layouts/page-fallback';
import { StatusPanel } from '@/components/status-panel';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-is-phone';
import { ADMIN_TABS } from './admin-tabs';
import { useAdminSession } from '@/features/admin/auth/api/get-admin-session';
import { AdminHeader } from './admin-header';
import { ADMIN_PATH } from '@/lib/paths';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const session = useAdminSession();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = ADMIN_TABS.some((tab) => tab.value === requested) ? requested! : 'dashboard';
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  if (session.isPending) return <PageFallback />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <StatusPanel title="Could not check your session" onRetry={() => void session.refetch()}>
          {session.error.message}
        </StatusPanel>
      </div>
    );
  }
  if (!session.data?.authenticated) return <Navigate to={ADMIN_PATH} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <AdminHeader username={session.data.user.username} />
      <main className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
        <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
        {isPhone ? (
          <Accordion
            type="single"
            collapsible
            value={ADMIN_TABS.some((t) => t.value === current) ? current : ''}
            onValueChange={(value) => value && setTab(value)}
            className="rounded-xl border border-border bg-background"
          >
            {ADMIN_TABS.map(({ value, label, Component }) => (
              <AccordionItem key={value} value={value} className="px-4 last:border-b-0">
                <AccordionTrigger>{label}</AccordionTrigger>
                <AccordionContent>
                  <Component />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          <Tabs value={current} onValueChange={setTab}>
            <TabsList aria-label="Admin sections" className="h-auto flex-wrap">
              {ADMIN_TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value} className="h-9">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {ADMIN_TABS.map(({ value, Component }) => (
              <TabsContent key={value} value={value}>
                <Component />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </main>
    </div>
  );
}
