// The assessment's plain text on the AI tab: "- " lines under an introducing line are a real list, as in Word.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssessmentText } from '@/components/assessment-text';

describe('AssessmentText', () => {
  it('sets an introduced run of "- " lines as a list, and the intro as a paragraph', () => {
    render(
      <AssessmentText
        value={
          'Start with these steps:\n- Close the $8,000 funding gap\n- Keep three months of costs\n\n' +
          'Risks to watch:\n- Demand: fewer sales\n- Costs: a 10% rise\nWatch them monthly.'
        }
      />,
    );
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Close the $8,000 funding gap', 'Keep three months of costs']);
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Start with these steps:').tagName).toBe('P');
    expect(screen.getByText('Watch them monthly.').tagName).toBe('P');
    expect(document.body.textContent).not.toMatch(/(^|\n)- /);
  });

  it('keeps plain paragraphs as paragraphs', () => {
    render(<AssessmentText value={'One paragraph.\n\nAnother one.'} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Another one.').tagName).toBe('P');
  });
});
