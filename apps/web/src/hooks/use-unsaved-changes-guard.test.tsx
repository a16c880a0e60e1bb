import { isLeavingAsked } from '@test/leave-prompt';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useForm } from 'react-hook-form';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveWithoutAsking, UNSAVED_CHANGES, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** A save of the word "fail" fails; any other saves and goes to /saved. */
function NoteForm() {
  const {
    register,
    handleSubmit,
    formState: { isDirty },
  } = useForm({ defaultValues: { note: '' } });
  const navigate = useNavigate();
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const save = leaveGuard.allowLeavingDuring(async ({ note }: { note: string }) => {
    await Promise.resolve();
    if (note !== 'fail') navigate('/saved');
  });
  return (
    <form aria-label="Note" onSubmit={handleSubmit(save)}>
      <label>
        Note <input {...register('note')} />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={() => leaveWithoutAsking(() => navigate('/elsewhere'))}>
        Discard
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      {leaveGuard.dialog}
    </form>
  );
}

function Where() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      <Link to="/form">Write a note</Link>
    </>
  );
}

/** The app's router: declarative, on the window's history. */
async function renderApp() {
  window.history.replaceState(null, '', '/');
  const user = userEvent.setup();
  render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/form" element={<NoteForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
  await user.click(screen.getByRole('link', { name: 'Write a note' }));
  await screen.findByRole('form', { name: 'Note' });
  return user;
}

const question = () => screen.queryByRole('dialog', { name: UNSAVED_CHANGES.title });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useUnsavedChangesGuard', () => {
  it('lets a form without typed input go without asking', async () => {
    const user = await renderApp();
    expect(isLeavingAsked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: '/elsewhere' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before a link leaves typed input; Stay keeps the form and what was typed', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES.message);
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');
  });

  it('leaves when the answer is Leave', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: '/elsewhere' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it("asks on the browser's Back, putting the page back until the answer is Leave", async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    window.history.back();

    await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Note' })).toBeInTheDocument();

    window.history.back();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('hides the Back it asks about from listeners added after start-up, capture or not', async () => {
    // Chromium calls a window's listeners in the order they were added, as the router's are, after start-up.
    const later = vi.fn();
    window.addEventListener('popstate', later, { capture: true });
    try {
      const user = await renderApp();
      await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
      window.history.back();
      await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
      await waitFor(() => expect(window.location.pathname).toBe('/form'));
      expect(later).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('popstate', later, { capture: true });
    }
  });

  it('has the browser ask before a reload or a closed tab only while there is typed input', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    expect(isLeavingAsked()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    expect(isLeavingAsked()).toBe(false);
  });

  it('lets a successful submit navigate away without asking', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'A whole thought');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: '/saved' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
  });

  it('lets a chosen discard navigate without asking, and asks again afterwards', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: '/elsewhere' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Write a note' }));
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Another');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title })).toBeInTheDocument();
  });

  it('asks again after a save that failed', async () => {
    const user = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'fail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
  });
});
