import { renderRoutes } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the footer pages, the social sites and credits the team', () => {
    renderRoutes([{ path: '/', element: <SiteFooter /> }]);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/interviews',
      '/mentorship',
      '/resources',
      '/faq',
      '/terms',
      '/privacy',
      '/contact',
    ]);
    for (const [name, href] of [
      [/github/i, 'https://github.com'],
      [/linkedin/i, 'https://www.linkedin.com'],
      [/ on x/i, 'https://x.com'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(
      screen.getByText(new RegExp(`${new Date().getFullYear()}.*Built by the MentorBridge team`)),
    ).toBeInTheDocument();
  });
});
