// "Why Choose Trajectory": three reasons, one card each.
import { Landmark, Rocket, ShieldCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const REASONS = [
  {
    icon: Rocket,
    title: 'Fast and simple',
    text: 'Nine questions in plain language. No spreadsheets, no accounting jargon.',
  },
  {
    icon: Landmark,
    title: 'Ready for your bank',
    text: 'Clear statements in whole dollars, laid out the way lenders and investors read them.',
  },
  {
    icon: ShieldCheck,
    title: 'Expert help when you want it',
    text: 'Add complete statements, an AI assessment or a session with a financial expert.',
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-background py-16 md:py-24">
      <div className="mx-auto max-w-[1200px] px-4 md:px-6">
        <h2 id="why-heading" className="mb-10 text-center text-3xl font-semibold tracking-tight">
          Why Choose Trajectory
        </h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader className="gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
