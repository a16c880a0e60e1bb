import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createSession } from '@test/factories';
import { createInsight, INSIGHTS_API, insightSavedResponse } from '@test/insight-fixtures';
import { isLeavingAsked } from '@test/leave-prompt';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createTestQueryClient } from '@test/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES } from '@/hooks/use-unsaved-changes-guard';
import { setSession } from '@/lib/session';
import { CreateInsight } from './create-insight';

const CREATE = `POST ${INSIGHTS_API}`;

/** In a declarative router, as the app has. */
function renderCreate() {
  setSession(createSession({ role: 'alumni' }));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/company-insights/create']}>
        <Routes>
          <Route path="/company-insights/create" element={<CreateInsight />} />
          <Route path="/company-insights" element={<h1>Company Insights</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const question = () => screen.queryByRole('dialog', { name: UNSAVED_CHANGES.title });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Company name'), 'Acme');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'Finance');
  await user.type(field('Recruitment pattern'), 'Campus drive');
  await user.type(field('Roles offered'), 'SDE');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateInsight: unsaved input', () => {
  it('asks before Cancel drops typed input, and Stay keeps it', async () => {
    mockApi();
    const user = renderCreate();
    await user.type(field('Company name'), 'Acme');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(field('Company name')).toHaveValue('Acme');
    expect(isLeavingAsked()).toBe(true);
  });

  it('goes back to the list without asking once saved', async () => {
    mockApi({ [CREATE]: () => insightSavedResponse(createInsight(), INSIGHT_MESSAGES.created, 201) });
    const user = renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Company Insight' }));
    expect(await screen.findByRole('heading', { name: 'Company Insights' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
  });

  it('still asks after a save that failed', async () => {
    mockApi({ [CREATE]: () => jsonResponse(500, {}) });
    const user = renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Company Insight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INSIGHT_MESSAGES.createFailed);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title })).toBeInTheDocument();
  });
});
