import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { createInsight } from '@test/insight-fixtures';
import { describe, expect, it } from 'vitest';
import {
  emptyInsightValues,
  type InsightFormMode,
  type InsightFormValues,
  insightResolver,
  insightToValues,
  LIST_ITEM_TOO_LONG,
} from './insight-form-values';

const M = INSIGHT_MESSAGES;

async function resolve(mode: InsightFormMode, values: InsightFormValues) {
  return insightResolver(mode)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

const filled = (patch: Partial<InsightFormValues> = {}): InsightFormValues => ({
  ...emptyInsightValues(),
  company: 'Acme',
  industry: 'Technology',
  recruitmentPattern: 'Campus drive',
  rolesOffered: 'SDE',
  ...patch,
});

describe('insight form values', () => {
  it('starts with the building logo, size Medium and currency USD', () => {
    const values = emptyInsightValues();
    expect(values.logo).toBe('🏢');
    expect(values.companySize).toBe('Medium');
    expect(values.salaryRange.currency).toBe('USD');
  });

  it('holds lists as comma-separated text and numbers as text for editing', () => {
    const values = insightToValues(
      createInsight({
        rolesOffered: ['SDE', 'QA'],
        salaryRange: { min: 100, max: 200, currency: 'EUR' },
        hiringProcess: { rounds: 3, duration: '2 weeks', description: 'Calls' },
      }),
    );
    expect(values.rolesOffered).toBe('SDE, QA');
    expect(values.benefits).toBe('Health insurance, Remote work');
    expect(values.expectations.technical).toBe('Data structures, System design');
    expect(values.salaryRange).toEqual({ min: '100', max: '200', currency: 'EUR' });
    expect(values.hiringProcess.rounds).toBe('3');
  });
});

describe('insightResolver (create)', () => {
  it('requires company, industry, recruitment pattern and a role, with the contract messages', async () => {
    const { errors } = await resolve('create', emptyInsightValues());
    expect(errors.company?.message).toBe(M.companyRequired);
    expect(errors.industry?.message).toBe(M.industryRequired);
    expect(errors.recruitmentPattern?.message).toBe(M.patternRequired);
    expect(errors.rolesOffered?.message).toBe(M.rolesRequired);
    expect(Object.keys(errors).sort()).toEqual(['company', 'industry', 'recruitmentPattern', 'rolesOffered']);
  });

  it('builds the body: lists split and trimmed, empty amounts and rounds 0, whole numbers', async () => {
    const { values, errors } = await resolve(
      'create',
      filled({
        logo: '',
        rolesOffered: ' SDE , , Data Analyst,',
        benefits: 'Gym,  Meals ',
        expectations: { technical: 'DSA, SQL', behavioral: 'Ownership', educational: 'B.Tech' },
        hiringProcess: { rounds: '', duration: '', description: '' },
      }),
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      company: 'Acme',
      logo: '🏢',
      companySize: 'Medium',
      rolesOffered: ['SDE', 'Data Analyst'],
      benefits: ['Gym', 'Meals'],
      expectations: { technical: ['DSA', 'SQL'], behavioral: ['Ownership'], educational: 'B.Tech' },
      hiringProcess: { rounds: 0 },
      salaryRange: { min: 0, max: 0, currency: 'USD' },
    });

    const typed = await resolve(
      'create',
      filled({
        salaryRange: { min: '600000', max: '1200000', currency: 'INR' },
        hiringProcess: { rounds: '4', duration: '', description: '' },
      }),
    );
    expect(typed.values).toMatchObject({
      salaryRange: { min: 600_000, max: 1_200_000, currency: 'INR' },
      hiringProcess: { rounds: 4 },
    });
  });

  it('refuses fractions, a long logo, a maximum below the minimum and an over-long list item', async () => {
    const { errors } = await resolve(
      'create',
      filled({
        logo: 'ABC',
        rolesOffered: `SDE, ${'x'.repeat(201)}`,
        salaryRange: { min: '12.5', max: '10', currency: 'USD' },
        hiringProcess: { rounds: '2.5', duration: '', description: '' },
      }),
    );
    expect(errors.logo?.message).toBe(M.logoMax);
    expect(errors.rolesOffered?.message).toBe(LIST_ITEM_TOO_LONG);
    expect(errors.salaryRange?.min?.message).toBe('Must be a whole number');
    expect(errors.hiringProcess?.rounds?.message).toBe('Must be a whole number');

    const order = await resolve('create', filled({ salaryRange: { min: '20', max: '10', currency: 'USD' } }));
    expect(order.errors.salaryRange?.max?.message).toBe(M.salaryOrder);
  });

  it('accepts a two-character emoji logo', async () => {
    const { errors, values } = await resolve('create', filled({ logo: '🇮🇳' }));
    expect(errors).toEqual({});
    expect(values).toMatchObject({ logo: '🇮🇳' });
  });
});

describe('insightResolver (edit)', () => {
  it('requires the fields of part 2 section 5, each with its message', async () => {
    const { errors } = await resolve('edit', filled());
    expect(errors.salaryRange?.min?.message).toBe(M.salaryMinRequired);
    expect(errors.salaryRange?.max?.message).toBe(M.salaryMaxRequired);
    expect(errors.workCulture?.message).toBe(M.workCultureRequired);
    expect(errors.hiringProcess?.rounds?.message).toBe(M.roundsRequired);
    expect(errors.hiringProcess?.duration?.message).toBe(M.durationRequired);
    expect(errors.hiringProcess?.description?.message).toBe(M.processRequired);
    expect(errors.expectations?.technical?.message).toBe(M.technicalRequired);
    expect(errors.expectations?.behavioral?.message).toBe(M.behavioralRequired);
    expect(errors.expectations?.educational?.message).toBe(M.educationalRequired);
    expect(errors.logo).toBeUndefined();
    expect(errors.benefits).toBeUndefined();
    expect(errors.tips).toBeUndefined();

    const noCurrency = await resolve('edit', filled({ salaryRange: { min: '1', max: '2', currency: '' } }));
    expect(noCurrency.errors.salaryRange?.currency?.message).toBe(M.currencyRequired);
  });

  it('passes a complete insight as it was loaded', async () => {
    const insight = createInsight({ benefits: [], tips: '' });
    const { errors, values } = await resolve('edit', insightToValues(insight));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      rolesOffered: insight.rolesOffered,
      salaryRange: insight.salaryRange,
      hiringProcess: insight.hiringProcess,
      expectations: insight.expectations,
    });
  });
});
