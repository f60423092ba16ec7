// Booking an expert consultation (/talk-with-expert[?completed=true&email=]): what's included and the calendar.
import { Link, useSearchParams } from 'react-router';
import { CalendarCheck, CheckCircle2, Lightbulb, LayoutDashboard, UserRound } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePublicConfig } from '@/api/get-public-config';
import { REPORTS_PATH } from '@/lib/paths';
import { SchedulingWidget } from './components/scheduling-widget';

const BENEFITS = [
  {
    icon: UserRound,
    title: 'Expert Guidance',
    text: 'A financial expert reviews your numbers with you and answers your questions.',
  },
  {
    icon: CalendarCheck,
    title: 'Flexible Scheduling',
    text: 'A time that suits you; sessions are held by video call.',
  },
  {
    icon: Lightbulb,
    title: 'Actionable Insights',
    text: 'Leave with clear next steps to strengthen your plan before you meet a bank or investor.',
  },
] as const;

const OFFERS = [
  {
    title: 'Expert Feedback — 10-minute consultation',
    items: [
      'A 10-minute video call about your projection',
      'Feedback on your pricing, costs and growth assumptions',
      'Complete statements: Profit & Loss, Balance Sheet and Cash Flow',
    ],
  },
  {
    title: 'Custom Financial Proforma — 90-minute review',
    items: [
      'A 90-minute review of your business and numbers with an expert',
      'Custom financial documents built for your business',
      'Five-year projections',
      'A dynamic Excel model you can update yourself',
    ],
  },
] as const;

export function TalkWithExpertPage() {
  const [searchParams] = useSearchParams();
  const queryEmail = searchParams.get('email')?.trim().toLowerCase() || null;
  const isCompleted = searchParams.get('completed') === 'true' && queryEmail !== null;
  // Without a scheduling page there is no calendar to book in: the page says how a session is arranged
  // instead (by e-mail), and never promises a booking it cannot show.
  const config = usePublicConfig();
  const canBookOnline = config.data ? Boolean(config.data.schedulingUrl) : true;

  return (
    <PageLayout
      title={isCompleted ? 'Schedule Your Expert Consultation' : 'Talk With a Financial Expert'}
      description="Talk your projection through with a financial expert before you take it to a bank or investor."
    >
      <div className="flex flex-col gap-8">
        {isCompleted && (
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-positive" aria-hidden="true" />
            <div>
              <p className="font-semibold">Statements Generated!</p>
              <p className="text-sm">
                {canBookOnline
                  ? 'Your financial statements are ready. Now book your consultation below.'
                  : 'Your financial statements are ready. Now arrange your consultation below.'}
              </p>
            </div>
          </div>
        )}
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {OFFERS.map((offer) => (
            <Card key={offer.title}>
              <CardHeader>
                <CardTitle>{offer.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
                  {offer.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{canBookOnline ? 'Book your consultation' : 'Arrange your consultation'}</CardTitle>
            <CardDescription>
              {canBookOnline
                ? 'Choose a time below. You’ll receive a confirmation email once your booking is made.'
                : 'Online booking is not available yet. E-mail us a few times that suit you: we reply to confirm one, and the confirmation holds the video-call link.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SchedulingWidget />
          </CardContent>
        </Card>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-2 rounded-xl border border-border bg-background p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link to={REPORTS_PATH}>
              <LayoutDashboard aria-hidden="true" />
              View My Reports
            </Link>
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
