import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '@/features/faq/faq-data';
import FaqPage from './faq-page';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return { user };
}

const questionButtons = () =>
  screen.queryAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const search = () => screen.getByRole('searchbox', { name: /search questions and answers/i });

describe('FaqPage', () => {
  it('has one h1, lists every question and links to the contact page', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(questionButtons()).toHaveLength(FAQ_ENTRIES.length);
    expect(screen.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/contact');
  });

  it('narrows the list to questions or answers matching the search, ignoring case', async () => {
    const { user } = renderPage();
    await user.type(search(), 'MOBILE APP');
    expect(questionButtons().map((button) => button.textContent)).toEqual(['Is there a mobile app?']);

    await user.clear(search());
    await user.type(search(), 'in-app chat');
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'Can I chat with my mentor inside MentorBridge?',
    ]);
  });

  it("shows 'No results found' and Clear Search restores every question", async () => {
    const { user } = renderPage();
    await user.type(search(), 'quantum teleportation');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(questionButtons()).toHaveLength(FAQ_ENTRIES.length);
  });

  it('offers to search all topics when the answer is in another category', async () => {
    const { user } = renderPage();
    const colleges = screen.getByRole('button', { name: /for colleges/i });
    await user.click(colleges);
    await user.type(search(), 'mobile app');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing in For Colleges matches, but 1 answer in other topics does.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search all topics' }));
    expect(screen.getByRole('button', { name: /all topics/i, pressed: true })).toBeInTheDocument();
    expect(colleges).toHaveAttribute('aria-pressed', 'false');
    expect(search()).toHaveValue('mobile app');
    expect(questionButtons().map((button) => button.textContent)).toEqual(['Is there a mobile app?']);
  });

  it('offers no other topics when no category has the answer', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: /for colleges/i }));
    await user.type(search(), 'quantum teleportation');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search all topics' })).not.toBeInTheDocument();
  });

  it('filters by category card', async () => {
    const { user } = renderPage();
    const colleges = screen.getByRole('button', { name: /for colleges/i });
    await user.click(colleges);
    expect(colleges).toHaveAttribute('aria-pressed', 'true');
    const expected = FAQ_ENTRIES.filter((entry) => entry.category === 'colleges').map((e) => e.question);
    expect(questionButtons().map((button) => button.textContent)).toEqual(expected);

    await user.click(screen.getByRole('button', { name: /all topics/i }));
    expect(questionButtons()).toHaveLength(FAQ_ENTRIES.length);
  });

  it('keeps only one answer open at a time', async () => {
    const { user } = renderPage();
    const first = screen.getByRole('button', { name: 'Is MentorBridge free to use?' });
    const second = screen.getByRole('button', { name: 'Is there a mobile app?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(firstPanel).toBeVisible();
    expect(within(firstPanel).getByText(/rupees/)).toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel).not.toBeVisible();
    expect(questionButtons().filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
