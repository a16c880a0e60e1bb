import { RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { createAlumniListItem } from '@test/directory-fixtures';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResponsivenessFacts } from '@/components/ui/responsiveness-facts';
import { AlumniCard } from './alumni-card';

const layout = { maxSkills: 4, maxInterests: 3, moreLabel: (hidden: number) => `+${hidden}` };

function renderCard(responsiveness: Parameters<typeof ResponsivenessFacts>[0]['responsiveness']) {
  const alumni = { ...createAlumniListItem('Priya Sharma'), responsiveness };
  render(
    <MemoryRouter>
      <AlumniCard alumni={alumni} {...layout} />
    </MemoryRouter>,
  );
  return alumni;
}

describe('AlumniCard responsiveness', () => {
  it('shows the usual reply time and the last activity', () => {
    renderCard({
      replyWithinDays: 2,
      lastActiveAt: new Date().toISOString(),
      isAcceptingRequests: true,
    });
    const facts = screen.getByRole('list', { name: 'Responsiveness' });
    expect(facts).toHaveTextContent('Usually replies within 2 days');
    expect(facts).toHaveTextContent('Active today');
    expect(screen.getByRole('link', { name: /Request Mentorship/ })).toBeInTheDocument();
    expect(screen.queryByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).not.toBeInTheDocument();
  });

  it('hides the reply time until a first answer, and everything when nothing is known', () => {
    const { unmount } = render(
      <ResponsivenessFacts
        responsiveness={{
          replyWithinDays: null,
          lastActiveAt: '2026-11-19T08:00:00Z',
          isAcceptingRequests: true,
        }}
        now={new Date('2026-11-22T12:00:00Z')}
      />,
    );
    expect(screen.getByRole('list', { name: 'Responsiveness' })).toHaveTextContent('Active 3 days ago');
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
    unmount();
    renderCard(undefined);
    expect(screen.queryByRole('list', { name: 'Responsiveness' })).not.toBeInTheDocument();
  });

  it('says "within a day" for replies under 24 hours', () => {
    render(
      <ResponsivenessFacts
        responsiveness={{ replyWithinDays: 1, lastActiveAt: null, isAcceptingRequests: true }}
      />,
    );
    expect(screen.getByText('Usually replies within a day')).toBeInTheDocument();
  });

  it('shows a paused alumni as not taking requests, with the request button disabled', () => {
    renderCard({ replyWithinDays: 4, lastActiveAt: null, isAcceptingRequests: false });
    expect(screen.getByText(RESPONSIVENESS_MESSAGES.notTakingRequests)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Request Mentorship/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Not taking new requests right now/);
    expect(screen.queryByRole('link', { name: /Request Mentorship/ })).not.toBeInTheDocument();
  });
});

describe('AlumniCard mentor rating', () => {
  const renderRated = (mentorRating: { average: number; count: number } | null) =>
    render(
      <MemoryRouter>
        <AlumniCard alumni={{ ...createAlumniListItem('Priya Sharma'), mentorRating }} {...layout} />
      </MemoryRouter>,
    );

  it('shows the average and the number of reviews once the server sends them', () => {
    renderRated({ average: 4.6, count: 12 });
    const card = screen.getByRole('article', { name: /Priya Sharma/ });
    expect(card).toHaveTextContent('★ 4.6 (12 reviews)');
  });

  it('shows no rating below the threshold', () => {
    renderRated(null);
    expect(screen.getByRole('article', { name: /Priya Sharma/ })).not.toHaveTextContent('★');
  });
});
