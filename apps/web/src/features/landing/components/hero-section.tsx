// The landing page's opening: the promise, the two numbers, the call to action and the sample report.
import { Link } from 'react-router';
import { ArrowRight, Clock, ListChecks, CalendarRange, FileText } from 'lucide-react';
import { SAMPLE_REPORT_PATH } from '@trajectory/contracts/sample-report-paths';
import { Button } from '@/components/ui/button';

const FACTS = [
  { icon: ListChecks, label: '9 Questions' },
  { icon: Clock, label: '3 Minutes' },
  { icon: CalendarRange, label: '3-Year Statements' },
];

export function HeroSection({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-background">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-8 px-4 py-16 text-center md:px-6 md:py-24">
        <p className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700">
          Free Projection — no credit card needed
        </p>
        <h1 id="hero-heading" className="max-w-3xl text-4xl font-semibold tracking-tight md:text-6xl">
          3-Year Financial Projections
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Answer a few plain questions about your business and get a three-year Profit &amp; Loss projection
          you can take to your bank, your partners or your investors.
        </p>
        <ul className="flex flex-wrap justify-center gap-3" aria-label="At a glance">
          {FACTS.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-2 rounded-lg border border-border bg-surface px-4 py-2 font-medium tabular-nums"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Button size="lg" onClick={onGetStarted}>
            Get it Now
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SAMPLE_REPORT_PATH}>
              <FileText aria-hidden="true" />
              See a sample report
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
