import { RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import {
  AbortableXhr,
  createResource,
  createResourceStats,
  pickFile,
  RESOURCES_API,
  resourceListResponse,
  resourceStatsResponse,
} from '@test/resource-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES } from '@/hooks/use-unsaved-changes-guard';
import { setSession } from '@/lib/session';
import { MyResources } from './my-resources';

const M = RESOURCE_MESSAGES;
const LIST = `GET ${RESOURCES_API}`;
const STATS = `GET ${RESOURCES_API}/stats`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'alumni', token: 'alumni-token' }));
  AbortableXhr.install();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mockList() {
  return mockApi({
    [LIST]: () => resourceListResponse([]),
    [STATS]: () => resourceStatsResponse(createResourceStats()),
  });
}

async function openUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload Resource' }));
  return screen.getByRole('dialog', { name: 'Upload Resource' });
}

async function fillDetails(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  file = pickFile('notes.pdf'),
) {
  await user.upload(within(dialog).getByLabelText(/^File/), file);
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'DSA Notes');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Study Material');
  await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Graphs and trees.');
  await user.type(within(dialog).getByRole('textbox', { name: /^Tags/ }), 'dsa, graphs ,');
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });

describe('Upload Resource: checks before sending (part 2 section 5)', () => {
  it('names every missing field and sends nothing', async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    expect(within(dialog).getByLabelText(/^File/)).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx');
    expect(within(dialog).getByLabelText(/^File/)).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    expect(await within(dialog).findByText('Please select a file to upload')).toBeInTheDocument();
    expect(within(dialog).getByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^File/)).toHaveAttribute('aria-invalid', 'true');
    expect(AbortableXhr.instances).toHaveLength(0);
  });

  it('refuses a wrong type or a file over 10 MB as soon as it is picked', async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    const input = within(dialog).getByLabelText(/^File/);

    await user.upload(input, pickFile('photo.png', 100, 'image/png'));
    expect(
      await within(dialog).findByText(
        'File type not allowed! Please upload PDF, DOC, DOCX, XLS, or XLSX files only.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(M.titleRequired)).not.toBeInTheDocument();

    await user.upload(input, pickFile('huge.pdf', RESOURCE_LIMITS.maxFileBytes + 1));
    expect(await within(dialog).findByText('File size must be less than 10MB!')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.fileType)).not.toBeInTheDocument();

    await user.upload(input, pickFile('fine.xlsx', 4096));
    await waitFor(() => expect(within(dialog).queryByText(M.fileSize)).not.toBeInTheDocument());
    expect(within(dialog).getByText('fine.xlsx · 4.0 KB')).toBeInTheDocument();
  });

  it("says 'The file is empty.' for a 0-byte PDF, not that its type is wrong, and sends nothing", async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await fillDetails(user, dialog, pickFile('empty.pdf', 0, 'application/pdf'));
    expect(await within(dialog).findByText('The file is empty.')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.fileType)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    expect(within(dialog).getByLabelText(/^File/)).toHaveAccessibleDescription(/The file is empty\./);
    expect(AbortableXhr.instances).toHaveLength(0);
  });

  it('asks for a custom category when the category is Other', async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    expect(within(dialog).queryByRole('textbox', { name: /custom category/i })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    expect(await within(dialog).findByText(M.customCategoryRequired)).toBeInTheDocument();
  });
});

describe('Upload Resource: sending with progress', () => {
  it('sends the fields first (tags as a JSON list), then the file, with the token; the bar follows the bytes', async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: /custom category/i }), 'GD Topics');
    await fillDetails(user, dialog);
    // fillDetails chose Study Material; go back to Other to check the custom field is sent with it.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));

    await waitFor(() => expect(AbortableXhr.instances).toHaveLength(1));
    const request = AbortableXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/resources');
    expect(request.headers.Authorization).toBe('Bearer alumni-token');
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['title', 'description', 'category', 'customCategory', 'tags', 'file']);
    expect(form.get('title')).toBe('DSA Notes');
    expect(form.get('category')).toBe('Other');
    expect(form.get('customCategory')).toBe('GD Topics');
    expect(form.get('tags')).toBe('["dsa","graphs"]');
    expect((form.get('file') as File).name).toBe('notes.pdf');

    const bar = await within(dialog).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(25, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByText('25%')).toBeInTheDocument();
    act(() => request.progress(802, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(within(dialog).getByText('80%')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toBeDisabled();
  });

  it('Cancel Upload aborts the request and returns to the form with the details kept', async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    const request = await waitFor(() => AbortableXhr.last());
    act(() => request.progress(40, 100));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Upload' }));
    expect(request.isAborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('status')).toHaveTextContent('Upload cancelled.');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('DSA Notes');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Upload Resource' })).toBeInTheDocument();
  });

  it('shows the thank-you panel for 5 s, then closes and reloads the list and the stats', async () => {
    const api = mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    const request = await waitFor(() => AbortableXhr.last());
    const listCalls = api.calls(LIST).length;
    const statsCalls = api.calls(STATS).length;
    api.on(LIST, () =>
      resourceListResponse([createResource({ title: 'DSA Notes', status: 'pending', canEdit: true })]),
    );

    expect(isLeavingAsked()).toBe(true);
    act(() => request.progress(100, 100));
    act(() => request.respond(201, { success: true, message: M.uploaded, data: createResource() }));
    const thanks = await within(dialog).findByText('Thank you! Your resource has been submitted for review.');
    expect(isLeavingAsked()).toBe(false);
    expect(within(dialog).getByText(M.reviewNote)).toBeInTheDocument();
    expect(within(dialog).getByText(/24-48 hours/)).toBeInTheDocument();
    expect(api.calls(LIST)).toHaveLength(listCalls);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESOURCE_LIMITS.thankYouMs - 200);
    });
    expect(thanks).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(listCalls));
    expect(api.calls(STATS).length).toBeGreaterThan(statsCalls);
    expect(await screen.findByRole('rowheader', { name: /DSA Notes/ })).toBeInTheDocument();
  });

  it('asks before leaving a half-filled form; Stay keeps the dialog and what was typed', async () => {
    mockList();
    const user = setup();
    renderWithClient(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <MyResources />
              <Link to="/elsewhere">Elsewhere</Link>
            </>
          }
        />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>,
    );
    const dialog = await openUpload(user);
    expect(isLeavingAsked()).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'DSA Notes');
    expect(isLeavingAsked()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Upload Resource' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('DSA Notes');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("uses the default thank-you when the server's answer has no message", async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    const request = await waitFor(() => AbortableXhr.last());
    act(() => request.respond(201, { success: true, message: '', data: createResource() }));
    expect(await within(dialog).findByText(M.uploaded)).toBeInTheDocument();
  });

  it("shows the server's message (413) or 'Failed to upload resource. Please try again.'", async () => {
    mockList();
    const user = setup();
    renderWithClient(<MyResources />);
    const dialog = await openUpload(user);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    const first = await waitFor(() => AbortableXhr.last());
    act(() => first.respond(413, { message: M.fileSize, code: 'FILE_TOO_LARGE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.fileSize);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Resource' }));
    await waitFor(() => expect(AbortableXhr.instances).toHaveLength(2));
    act(() => AbortableXhr.last().fail());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to upload resource. Please try again.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('DSA Notes');
  });
});
