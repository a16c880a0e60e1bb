import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MentorRatingBadge } from './mentor-rating';

describe('MentorRatingBadge', () => {
  it('shows the average and count, and reads them as a sentence', () => {
    const { container } = render(<MentorRatingBadge rating={{ average: 4.6, count: 12 }} />);
    expect(container).toHaveTextContent('★ 4.6 (12 reviews)');
    expect(screen.getByText('Rated 4.6 out of 5 from 12 session reviews')).toHaveClass('sr-only');
  });

  it('keeps one decimal for a whole average', () => {
    const { container } = render(<MentorRatingBadge rating={{ average: 4, count: 3 }} />);
    expect(container).toHaveTextContent('★ 4.0 (3 reviews)');
  });

  it('shows nothing below the threshold (null) or from a server that sends none', () => {
    const { container: none } = render(<MentorRatingBadge rating={null} />);
    const { container: missing } = render(<MentorRatingBadge rating={undefined} />);
    expect(none).toBeEmptyDOMElement();
    expect(missing).toBeEmptyDOMElement();
  });
});
