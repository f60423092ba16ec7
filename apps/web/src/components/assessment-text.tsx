// Assessment prose as the writer sends it (plain text): paragraphs split at blank lines; bullet or numbered
// lines become a real list, also when a line of text introduces them ("Risks to watch:" then "- " lines), as
// the Word export sets them.
import {
  ASSESSMENT_SECTION_KEYS,
  ASSESSMENT_SECTION_TITLES,
  type TAssessmentSectionKey,
} from '@trajectory/contracts/assessments';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

type Run = { isList: boolean; lines: string[] };

/** Consecutive bullet lines form one list; the lines between them, one paragraph. */
function runsOf(block: string): Run[] {
  const runs: Run[] = [];
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const isList = BULLET.test(line);
    const last = runs[runs.length - 1];
    if (last && last.isList === isList) last.lines.push(line);
    else runs.push({ isList, lines: [line] });
  }
  return runs;
}

function Block({ text }: { text: string }) {
  return (
    <>
      {runsOf(text).map((run, i) =>
        run.isList ? (
          <ul key={i} className="flex list-disc flex-col gap-1.5 pl-5">
            {run.lines.map((line, j) => (
              <li key={j}>{line.replace(BULLET, '')}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className="whitespace-pre-line">
            {run.lines.map((line) => line.trim()).join('\n')}
          </p>
        ),
      )}
    </>
  );
}

export function AssessmentText({ value }: { value: string }) {
  if (!value.trim()) return <p className="text-muted-foreground">Not included in this assessment.</p>;
  return (
    <div className="flex flex-col gap-3">
      {value.split(/\n\s*\n/).map((block, i) => (
        <Block key={i} text={block} />
      ))}
    </div>
  );
}

/** The seven sections, each in its card under its title: the founder's AI Assessment tab and a shared plan's. */
export function AssessmentSections({ assessment }: { assessment: Record<TAssessmentSectionKey, string> }) {
  return (
    <>
      {ASSESSMENT_SECTION_KEYS.map((key) => (
        <Card key={key} data-testid="assessment-section">
          <CardHeader className="pb-3">
            <h2 className="text-lg leading-tight font-semibold">{ASSESSMENT_SECTION_TITLES[key]}</h2>
          </CardHeader>
          <CardContent className="text-sm leading-relaxed">
            <AssessmentText value={assessment[key]} />
          </CardContent>
        </Card>
      ))}
    </>
  );
}
