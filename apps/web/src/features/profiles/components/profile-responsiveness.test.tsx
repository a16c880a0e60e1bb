import { RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileResponsiveness } from './profile-responsiveness';

const now = new Date('2026-11-22T12:00:00');

describe('ProfileResponsiveness (issue 17)', () => {
  it('shows the reply time and last activity of an alumni taking requests', () => {
    render(
      <ProfileResponsiveness
        now={now}
        responsiveness={{
          replyWithinDays: 3,
          lastActiveAt: '2026-11-21T09:00:00',
          isAcceptingRequests: true,
        }}
      />,
    );
    const facts = screen.getByRole('list', { name: 'Responsiveness' });
    expect(facts).toHaveTextContent('Usually replies within 3 days');
    expect(facts).toHaveTextContent('Active yesterday');
    expect(screen.queryByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).not.toBeInTheDocument();
  });

  it('says when the alumni is not taking new requests', () => {
    render(
      <ProfileResponsiveness
        now={now}
        responsiveness={{
          replyWithinDays: null,
          lastActiveAt: '2026-11-22T08:00:00',
          isAcceptingRequests: false,
        }}
      />,
    );
    expect(screen.getByText('Active today')).toBeInTheDocument();
    expect(screen.getByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('renders nothing without figures (a student or an older server)', () => {
    const { container } = render(<ProfileResponsiveness responsiveness={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
