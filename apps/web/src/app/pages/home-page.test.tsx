import type { Session } from '@mentorbridge/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import HomePage from './home-page';

function createSession(overrides: Partial<Session> = {}): Session {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    role: 'student',
    isProfileComplete: true,
    token: 'token',
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return { user };
}

afterEach(() => clearSession());

describe('HomePage', () => {
  it('offers joining and exploring mentors to visitors who are signed out', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const link of screen.getAllByRole('link', { name: /join as student/i })) {
      expect(link).toHaveAttribute('href', '/register?role=student');
    }
    for (const link of screen.getAllByRole('link', { name: /join as alumni/i })) {
      expect(link).toHaveAttribute('href', '/register?role=alumni');
    }
    expect(screen.getByRole('link', { name: /explore mentors/i })).toHaveAttribute('href', '/find-mentor');
    expect(screen.getByRole('heading', { name: /ready to start your journey/i })).toBeInTheDocument();
  });

  it('hides the join buttons and the join call to action from signed-in users', () => {
    setSession(createSession({ role: 'alumni' }));
    renderPage();
    expect(screen.queryByRole('link', { name: /join as student/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /join as alumni/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /explore mentors/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /ready to start your journey/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /go to dashboard/i })).toHaveAttribute(
      'href',
      '/alumni-dashboard',
    );
  });

  it('shows the about cards, six key features and the five steps', () => {
    renderPage();
    for (const title of ['About Us', 'Our Goal', 'Our Vision', 'Our Mission']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: /everything you need/i });
    expect(features.querySelectorAll('li')).toHaveLength(6);
    const steps = screen.getByRole('region', { name: /five steps/i });
    expect([...steps.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Register and create a profile',
      'Browse and discover',
      'Book a session',
      'Get feedback and rate',
      'Grow together',
    ]);
  });

  it('switches the benefits tabs by click and with the arrow keys', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const students = screen.getByRole('tab', { name: /for students/i });
    const alumni = screen.getByRole('tab', { name: /for alumni/i });
    const colleges = screen.getByRole('tab', { name: /for colleges/i });
    expect(students).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/find alumni mentors/i);

    await user.click(alumni);
    expect(alumni).toHaveAttribute('aria-selected', 'true');
    expect(students).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: /for alumni/i })).toHaveTextContent(/give back/i);

    await user.keyboard('{ArrowRight}');
    expect(colleges).toHaveFocus();
    expect(colleges).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/alumni network/i);

    await user.keyboard('{ArrowRight}');
    expect(students).toHaveFocus();
    await user.keyboard('{End}');
    expect(colleges).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(alumni).toHaveAttribute('aria-selected', 'true');
    expect(colleges).toHaveAttribute('tabIndex', '-1');
    expect(alumni).toHaveAttribute('tabIndex', '0');
  });
});
