// Issue #23: the scheduling page is drawn by one component wherever a visitor books (the Expert Feedback
// success page, Talk with an Expert; the custom plan's booking step is to follow).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_HEIGHT, SchedulingFrame } from '@/components/scheduling/scheduling-frame';

describe('SchedulingFrame', () => {
  it('embeds the page at the set height, titled, with a way to open it in a new tab', () => {
    render(<SchedulingFrame url="https://cal.example/expert" title="Schedule your consultation" />);
    const frame = screen.getByTitle('Schedule your consultation');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://cal.example/expert');
    expect(frame).toHaveAttribute('height', String(SCHEDULING_HEIGHT));
    const link = screen.getByRole('link', { name: 'Open the calendar in a new tab' });
    expect(link).toHaveAttribute('href', 'https://cal.example/expert');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
