import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatRow } from './stat-row';

describe('StatRow', () => {
  it("shows each figure under its label, '–' while one is loading, and a note under the value", () => {
    const { container } = render(
      <StatRow
        isBusy
        stats={[
          { label: 'Total', value: 0 },
          { label: 'Pending', value: undefined, tone: 'amber' },
          { label: 'Streak', value: '2 weeks', note: '15 days now', tone: 'orange' },
        ]}
      />,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveClass('grid grid-cols-2 gap-3 lg:grid-cols-4');
    expect(list).toHaveAttribute('aria-busy', 'true');
    const value = (label: string) =>
      [...screen.getByText(label).closest('div')!.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(value('Total')).toEqual(['0']);
    expect(value('Pending')).toEqual(['–']);
    expect(value('Streak')).toEqual(['2 weeks', '15 days now']);
  });

  it('takes another grid and is not busy by default', () => {
    const { container } = render(
      <StatRow className="grid grid-cols-1 sm:grid-cols-3" stats={[{ label: 'Published', value: 4 }]} />,
    );
    expect(container.querySelector('dl')).toHaveClass('sm:grid-cols-3');
    expect(container.querySelector('dl')).not.toHaveAttribute('aria-busy');
  });
});
