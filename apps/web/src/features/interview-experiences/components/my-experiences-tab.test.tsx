import { EXPERIENCE_MESSAGES, type MyExperience } from '@mentorbridge/shared';
import { doubleClickAtOnce } from '@test/double-click';
import {
  createMyExperience,
  createStoredQuestion,
  EXPERIENCE,
  MY_EXPERIENCES,
} from '@test/experience-fixtures';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MyExperiencesTab } from './my-experiences-tab';

const M = EXPERIENCE_MESSAGES;
const LIST = `GET ${MY_EXPERIENCES}`;

beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => vi.unstubAllGlobals());

const listOf = (experiences: MyExperience[]) => () => jsonResponse(200, { success: true, data: experiences });
const card = (company: string) => screen.getByRole('article', { name: company });

async function renderTab(experiences: MyExperience[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [LIST]: listOf(experiences), ...handlers });
  const result = renderWithClient(<MyExperiencesTab />);
  if (experiences.length > 0) await screen.findAllByRole('article');
  else await screen.findByRole('heading', { name: M.empty });
  return { ...result, api };
}

const questionGroup = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Question ${n}` });

describe('MyExperiencesTab', () => {
  it("shows 'Posted on', the helpful count, 2 questions and a 'Show N More Questions' toggle", async () => {
    const questions = [1, 2, 3, 4, 5].map((n) => createStoredQuestion({ question: `Question number ${n}` }));
    const { user } = await renderTab([
      createMyExperience({
        company: 'Stripe',
        questions,
        helpfulCount: 12,
        postedAt: '2026-03-05T10:00:00Z',
      }),
      createMyExperience({ company: 'Zoho', questions: questions.slice(0, 2) }),
    ]);
    const stripe = card('Stripe');
    expect(within(stripe).getByText('Posted on 5 Mar 2026')).toBeInTheDocument();
    expect(within(stripe).getByText('12 found this helpful')).toBeInTheDocument();
    expect(within(stripe).getByText('Question number 2')).toBeInTheDocument();
    expect(within(stripe).queryByText('Question number 3')).not.toBeInTheDocument();

    const toggle = within(stripe).getByRole('button', { name: 'Show 3 More Questions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(stripe).getByText('Question number 5')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show Less');
    await user.click(toggle);
    expect(within(stripe).queryByText('Question number 3')).not.toBeInTheDocument();

    expect(
      within(card('Zoho')).queryByRole('button', { name: /More Question|Show Less/ }),
    ).not.toBeInTheDocument();
  });

  it('adds an experience: company first, then a question, then it sends the add form once', async () => {
    const answer = deferred();
    const { user, api } = await renderTab([], { [`POST ${EXPERIENCE}`]: answer.handler });
    await user.click(screen.getByRole('button', { name: 'Add New Experience' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Experience' });
    const company = within(dialog).getByRole('textbox', { name: /Company name/ });
    expect(company).toHaveFocus();
    expect(isLeavingAsked()).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Share Experience' }));
    expect(await within(dialog).findByText(M.companyRequired)).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();
    const messages = within(dialog)
      .getAllByText(new RegExp(`^(${M.companyRequired}|${M.questionRequired})$`))
      .map((node) => node.textContent);
    expect(messages).toEqual([M.companyRequired, M.questionRequired]);

    await user.type(company, 'Stripe');
    expect(isLeavingAsked()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Share Experience' }));
    await waitFor(() => expect(within(dialog).queryByText(M.companyRequired)).not.toBeInTheDocument());
    expect(within(dialog).getByText(M.questionRequired)).toBeInTheDocument();
    expect(api.calls(`POST ${EXPERIENCE}`)).toHaveLength(0);

    const rounds = within(dialog).getByRole('spinbutton', { name: /Interview rounds/ });
    await user.clear(rounds);
    await user.type(rounds, '0');
    const first = questionGroup(dialog, 1);
    await user.type(within(first).getByRole('textbox', { name: /Question text/ }), 'Design a payment ledger');
    await user.click(within(dialog).getByRole('button', { name: 'Share Experience' }));
    expect(await within(dialog).findByText(M.roundsMin)).toBeInTheDocument();
    await user.clear(rounds);
    await user.type(rounds, '3');

    await user.type(within(first).getByRole('textbox', { name: 'Your answer' }), 'Double-entry tables');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Round type' }), 'Case Study');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Technical' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'HR' }));
    expect(within(first).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    const second = questionGroup(dialog, 2);
    await user.type(within(second).getByRole('textbox', { name: /Question text/ }), 'Why Stripe?');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Round type' }), 'HR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tips' }), 'Know the API docs');

    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Share Experience' }));
    await waitFor(() => expect(api.calls(`POST ${EXPERIENCE}`)).toHaveLength(1));
    api.on(LIST, listOf([createMyExperience({ company: 'Stripe' })]));
    answer.respond(
      jsonResponse(201, { success: true, message: M.added, data: createMyExperience({ company: 'Stripe' }) }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(M.added);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
    expect(await screen.findByRole('article', { name: 'Stripe' })).toBeInTheDocument();
    expect(api.calls(`POST ${EXPERIENCE}`)).toHaveLength(1);
    expect(api.bodies(`POST ${EXPERIENCE}`)[0]).toEqual({
      companyName: 'Stripe',
      interviewRounds: 3,
      questionTypes: ['Technical', 'HR'],
      questions: [
        {
          questionText: 'Design a payment ledger',
          studentAnswer: 'Double-entry tables',
          expectedAnswer: '',
          roundType: 'Case Study',
        },
        { questionText: 'Why Stripe?', studentAnswer: '', expectedAnswer: '', roundType: 'HR' },
      ],
      companyExpectations: '',
      tips: 'Know the API docs',
      role: '',
    });
  });

  it("shows the server's refusal of an added experience, or the fallback", async () => {
    const { user } = await renderTab([], {
      [`POST ${EXPERIENCE}`]: () =>
        jsonResponse(400, {
          message: 'Company must be at most 120 characters',
          code: 'VALIDATION_ERROR',
          errors: [{ path: 'companyName', message: 'Company must be at most 120 characters' }],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Add New Experience' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Company name/ }), 'Acme');
    await user.type(within(questionGroup(dialog, 1)).getByRole('textbox', { name: /Question text/ }), 'Q');
    await user.click(within(dialog).getByRole('button', { name: 'Share Experience' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Company must be at most 120 characters',
    );
    expect(within(dialog).getByRole('textbox', { name: /Company name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('edits with the per-question messages, removes a question only while more than one remains', async () => {
    const experience = createMyExperience({
      company: 'Microsoft',
      role: 'SDE 1',
      interviewDate: '2026-01-20',
      difficulty: 'Hard',
      outcome: 'rejected',
      rounds: 2,
      questions: [
        createStoredQuestion({
          question: 'Design a cache',
          myAnswer: 'LRU',
          round: 'Technical',
          types: ['Technical'],
        }),
        createStoredQuestion({
          question: 'Aptitude puzzle',
          myAnswer: '42',
          round: 'Aptitude',
          types: ['Aptitude'],
        }),
      ],
    });
    const SAVE = `PUT ${EXPERIENCE}/${experience._id}`;
    const { user, api } = await renderTab([experience], {
      [SAVE]: ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: M.updated,
          experience: { ...experience, company: (body as { companyName: string }).companyName },
        }),
    });
    await user.click(within(card('Microsoft')).getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Interview Experience' });
    expect(within(dialog).getByRole('textbox', { name: /Role/ })).toHaveValue('SDE 1');
    expect(within(dialog).getByRole('combobox', { name: /Result/ })).toHaveValue('Rejected');
    expect(within(questionGroup(dialog, 2)).getByRole('checkbox', { name: 'Aptitude' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    const third = questionGroup(dialog, 3);
    await user.type(within(third).getByRole('textbox', { name: /Question text/ }), 'Tell me about yourself');
    const second = questionGroup(dialog, 2);
    await user.clear(within(second).getByRole('textbox', { name: /Answer/ }));
    const rounds = within(dialog).getByRole('spinbutton', { name: /Rounds/ });
    await user.clear(rounds);
    await user.type(rounds, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText(M.questionAnswer(2))).toBeInTheDocument();
    expect(within(dialog).getByText(M.questionAnswer(3))).toBeInTheDocument();
    expect(within(dialog).getByText(M.questionTypes(3))).toBeInTheDocument();
    expect(within(dialog).queryByText(M.questionText(3))).not.toBeInTheDocument();
    expect(within(dialog).getByText(M.roundsRange)).toBeInTheDocument();
    expect(api.calls(SAVE)).toHaveLength(0);

    await user.click(within(questionGroup(dialog, 3)).getByRole('button', { name: /Remove/ }));
    await user.click(within(questionGroup(dialog, 2)).getByRole('button', { name: /Remove/ }));
    expect(within(dialog).queryByRole('group', { name: 'Question 2' })).not.toBeInTheDocument();
    expect(
      within(questionGroup(dialog, 1)).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();

    await user.clear(within(questionGroup(dialog, 1)).getByRole('textbox', { name: /Question text/ }));
    await user.click(within(questionGroup(dialog, 1)).getByRole('checkbox', { name: 'Technical' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.questionText(1))).toBeInTheDocument();
    expect(within(dialog).getByText(M.questionTypes(1))).toBeInTheDocument();

    await user.type(
      within(questionGroup(dialog, 1)).getByRole('textbox', { name: /Question text/ }),
      'Design a cache',
    );
    await user.click(within(questionGroup(dialog, 1)).getByRole('checkbox', { name: 'System Design' }));
    await user.clear(rounds);
    await user.type(rounds, '2');
    const company = within(dialog).getByRole('textbox', { name: /Company name/ });
    await user.clear(company);
    await user.type(company, 'Microsoft India');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.updated);
    expect(api.bodies(SAVE)).toEqual([
      expect.objectContaining({
        companyName: 'Microsoft India',
        role: 'SDE 1',
        interviewDate: '2026-01-20',
        difficulty: 'Hard',
        result: 'Rejected',
        rounds: 2,
        questions: [
          {
            question: 'Design a cache',
            answer: 'LRU',
            expectedAnswer: experience.questions[0]!.expectedAnswer,
            round: 'Technical',
            types: ['System Design'],
          },
        ],
      }),
    ]);
  });

  it('asks for role and date, and shows the update failure fallback', async () => {
    const experience = createMyExperience({ company: 'Acme', role: null, interviewDate: null });
    const { user } = await renderTab([experience], {
      [`PUT ${EXPERIENCE}/${experience._id}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(within(card('Acme')).getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.roleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.dateRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Role/ }), 'Analyst');
    await user.type(within(dialog).getByLabelText(/Interview date/), '2026-02-03');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.updateFailed);
  });

  it('deletes after the confirmation and says so', async () => {
    const experience = createMyExperience({ company: 'Flipkart' });
    const DELETE = `DELETE ${EXPERIENCE}/${experience._id}`;
    const { user, api } = await renderTab([experience], {
      [DELETE]: () => jsonResponse(200, { success: true, message: M.deleted }),
    });
    await user.click(within(card('Flipkart')).getByRole('button', { name: /Delete/ }));
    const confirm = screen.getByRole('dialog', { name: 'Delete interview experience' });
    expect(confirm).toHaveTextContent(M.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(DELETE)).toHaveLength(0);
    expect(card('Flipkart')).toBeInTheDocument();

    await user.click(within(card('Flipkart')).getByRole('button', { name: /Delete/ }));
    api.on(LIST, listOf([]));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.deleted);
    expect(await screen.findByRole('heading', { name: M.empty })).toBeInTheDocument();
    expect(api.calls(DELETE)).toHaveLength(1);
  });

  it('shows the delete failure', async () => {
    const experience = createMyExperience({ company: 'Flipkart' });
    const { user } = await renderTab([experience], {
      [`DELETE ${EXPERIENCE}/${experience._id}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(within(card('Flipkart')).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.deleteFailed);
  });

  it('shows the load failure', async () => {
    mockApi({ [LIST]: () => jsonResponse(500, {}) });
    renderWithClient(<MyExperiencesTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadFailed);
  });
});
