import { createStudentRequest } from '@test/mentorship-fixtures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestCounters } from './request-counters';

describe('RequestCounters', () => {
  it('shows each count under its label in the shared stat row', () => {
    const { container } = render(
      <RequestCounters
        requests={[
          createStudentRequest({ status: 'pending' }),
          createStudentRequest({ status: 'accepted' }),
          createStudentRequest({ status: 'accepted' }),
          createStudentRequest({ status: 'rejected' }),
        ]}
      />,
    );
    const value = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Pending')).toBe('1');
    expect(value('Accepted')).toBe('2');
    expect(value('Rejected')).toBe('1');
    expect(value('Total Requests')).toBe('4');
    // The stat row's tiles, each toned like its status.
    expect(container.querySelector('dl')).toHaveClass('grid grid-cols-2 gap-3 lg:grid-cols-4');
    expect(screen.getByText('Rejected').closest('div')).toHaveClass('min-w-0');
    expect(screen.getByText('Rejected').querySelector('span')).toHaveClass('bg-red-50 text-red-700');
  });
});
