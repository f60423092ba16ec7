// A statement in its card, and the first years month by month (issue #25: what a lender asks for), one year
// at a time behind a Year switch and folded until opened: the founder's statements and a shared plan's.
import type { ReactNode } from 'react';
import type { TProfitLossResponse } from '@trajectory/contracts/statements';
import { Disclosure, DisclosureContent, DisclosureItem, DisclosureTrigger } from '@/components/ui/disclosure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { MetricsVoice } from './key-metrics';
import { MonthlyTable } from './monthly-table';

export function StatementCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-0 md:px-6">{children}</CardContent>
    </Card>
  );
}

/** Each year's months add up to its column of the statements (the engine's `displayedMonths`). */
export function MonthsByYear({
  months,
  voice = 'founder',
}: {
  months: TProfitLossResponse['months'];
  voice?: MetricsVoice;
}) {
  if (months.length === 0) return null;
  const years = [...new Set(months.map((m) => m.year))];
  const span = years.length > 1 ? `${years.length * 12} months` : 'twelve months';
  return (
    <Card className="px-4 md:px-6">
      <Disclosure>
        <DisclosureItem value="months" className="border-b-0">
          <DisclosureTrigger className="text-base font-semibold">
            Month by month, {years.length > 1 ? `Years 1 and ${years.length}` : 'Year 1'}
          </DisclosureTrigger>
          <DisclosureContent className="-mx-4 md:mx-0">
            <p className="mb-3 px-4 text-sm text-muted-foreground md:px-0">
              {voice === 'founder'
                ? `Your first ${span}. Each year's months add up to its column of your statements.`
                : `The first ${span}. Each year's months add up to its column of the statements.`}
            </p>
            <Tabs defaultValue={String(years[0])} className="gap-3">
              <TabsList aria-label="Year shown month by month" className="mx-4 md:mx-0">
                {years.map((year) => (
                  <TabsTrigger key={year} value={String(year)}>
                    Year {year}
                  </TabsTrigger>
                ))}
              </TabsList>
              {years.map((year) => (
                <TabsContent key={year} value={String(year)} data-year={year}>
                  <MonthlyTable months={months.filter((m) => m.year === year)} />
                </TabsContent>
              ))}
            </Tabs>
          </DisclosureContent>
        </DisclosureItem>
      </Disclosure>
    </Card>
  );
}
