// The wizard's sticky header: title, 'Question X of N' and the progress bar.
import { BrandLink } from '@/components/layouts/brand-link';
import { Progress } from '@/components/ui/progress';

type QuestionnaireHeaderProps = {
  step: number;
  total: number;
  /** Shown instead of 'Question X of N' (an optional step between the questions). */
  label?: string;
};

export function QuestionnaireHeader({ step, total, label }: QuestionnaireHeaderProps) {
  const text = label ?? `Question ${step} of ${total}`;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-3 md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <div className="flex items-center gap-4">
            <BrandLink className="hidden md:inline-flex" />
            <h1 className="text-base font-semibold md:text-lg">Financial Information Questionnaire</h1>
          </div>
          <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {text}
          </p>
        </div>
        <Progress value={(step / total) * 100} aria-label={text} />
      </div>
    </header>
  );
}
