// Assessment prose as the writer sends it (plain text): paragraphs split at blank lines, bullet or numbered lines as lists.
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

function Block({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 0 && lines.every((line) => BULLET.test(line))) {
    return (
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        {lines.map((line, i) => (
          <li key={i}>{line.replace(BULLET, '')}</li>
        ))}
      </ul>
    );
  }
  return <p className="whitespace-pre-line">{text.trim()}</p>;
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
