import { type MentorResponsiveness, RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { createPublicUser } from '@test/profile-fixtures';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicAlumniProfile } from './public-alumni-profile';

function renderProfile(responsiveness: MentorResponsiveness | undefined, mentorshipAction?: ReactNode) {
  render(
    <PublicAlumniProfile
      user={{ ...createPublicUser(), responsiveness }}
      mentorshipAction={mentorshipAction}
    />,
  );
}

describe('PublicAlumniProfile responsiveness', () => {
  beforeEach(() => {
    // "Active yesterday" counts calendar days from now, so now is fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the reply time and last activity of an alumni taking requests', () => {
    renderProfile({ replyWithinDays: 3, lastActiveAt: '2026-11-21T09:00:00', isAcceptingRequests: true });
    const facts = screen.getByRole('list', { name: 'Responsiveness' });
    expect(facts).toHaveTextContent('Usually replies within 3 days');
    expect(facts).toHaveTextContent('Active yesterday');
    expect(screen.queryByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).not.toBeInTheDocument();
  });

  it('says when the alumni is not taking new requests', () => {
    renderProfile({ replyWithinDays: null, lastActiveAt: '2026-11-22T08:00:00', isAcceptingRequests: false });
    const facts = screen.getByRole('list', { name: 'Responsiveness' });
    expect(facts).toHaveTextContent('Active today');
    expect(facts).toHaveTextContent(RESPONSIVENESS_MESSAGES.notTakingRequests);
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('leaves the paused line to a student’s request action, so it is said once', () => {
    renderProfile(
      { replyWithinDays: null, lastActiveAt: '2026-11-22T08:00:00', isAcceptingRequests: false },
      <p>{RESPONSIVENESS_MESSAGES.paused}</p>,
    );
    expect(screen.getByRole('list', { name: 'Responsiveness' })).toHaveTextContent('Active today');
    expect(screen.queryByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).not.toBeInTheDocument();
    expect(screen.getByText(RESPONSIVENESS_MESSAGES.paused)).toBeInTheDocument();
  });

  it('shows no responsiveness without figures (a student or an older server)', () => {
    renderProfile(undefined);
    expect(screen.getByRole('heading', { name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Responsiveness' })).not.toBeInTheDocument();
  });
});

describe('PublicAlumniProfile mentor rating and reviews', () => {
  it('shows the rating under the position and the reviews the page composes', () => {
    render(
      <PublicAlumniProfile
        user={{ ...createPublicUser(), mentorRating: { average: 4.7, count: 3 } }}
        reviews={<section aria-label="Session Reviews">Three reviews</section>}
      />,
    );
    expect(screen.getByText('★ 4.7 (3 reviews)')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Session Reviews' })).toHaveTextContent('Three reviews');
  });

  it('shows no rating when the mentor has fewer than three', () => {
    render(<PublicAlumniProfile user={{ ...createPublicUser(), mentorRating: null }} />);
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });
});
