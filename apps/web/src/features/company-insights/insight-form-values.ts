import {
  type CompanyInsight,
  createInsightSchema,
  editInsightSchema,
  INSIGHT_LIMITS,
  type InsightInput,
} from '@mentorbridge/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

export interface InsightFormValues {
  company: string;
  logo: string;
  industry: string;
  location: string;
  companySize: string;
  recruitmentPattern: string;
  rolesOffered: string;
  salaryRange: { min: string; max: string; currency: string };
  workCulture: string;
  benefits: string;
  hiringProcess: { rounds: string; duration: string; description: string };
  expectations: { technical: string; behavioral: string; educational: string };
  tips: string;
}

export type InsightFormMode = 'create' | 'edit';

export function emptyInsightValues(): InsightFormValues {
  return {
    company: '',
    logo: INSIGHT_LIMITS.defaultLogo,
    industry: '',
    location: '',
    companySize: INSIGHT_LIMITS.defaultSize,
    recruitmentPattern: '',
    rolesOffered: '',
    salaryRange: { min: '', max: '', currency: INSIGHT_LIMITS.defaultCurrency },
    workCulture: '',
    benefits: '',
    hiringProcess: { rounds: '', duration: '', description: '' },
    expectations: { technical: '', behavioral: '', educational: '' },
    tips: '',
  };
}

const joinList = (items: readonly string[]) => items.join(', ');

export function insightToValues(insight: CompanyInsight): InsightFormValues {
  return {
    company: insight.company,
    logo: insight.logo,
    industry: insight.industry,
    location: insight.location,
    companySize: insight.companySize,
    recruitmentPattern: insight.recruitmentPattern,
    rolesOffered: joinList(insight.rolesOffered),
    salaryRange: {
      min: String(insight.salaryRange.min),
      max: String(insight.salaryRange.max),
      currency: insight.salaryRange.currency,
    },
    workCulture: insight.workCulture,
    benefits: joinList(insight.benefits),
    hiringProcess: {
      rounds: String(insight.hiringProcess.rounds),
      duration: insight.hiringProcess.duration,
      description: insight.hiringProcess.description,
    },
    expectations: {
      technical: joinList(insight.expectations.technical),
      behavioral: joinList(insight.expectations.behavioral),
      educational: insight.expectations.educational,
    },
    tips: insight.tips,
  };
}

/** An issue about one of their items is shown on the field. */
const LIST_FIELDS = new Set([
  'rolesOffered',
  'benefits',
  'expectations.technical',
  'expectations.behavioral',
]);
export const LIST_ITEM_TOO_LONG = `Each item must be at most ${INSIGHT_LIMITS.listItemMax} characters`;

/** An emptied salary is absent: create counts it as 0, edit requires it. */
function toSchemaInput(values: InsightFormValues) {
  const amount = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    ...values,
    salaryRange: {
      ...values.salaryRange,
      min: amount(values.salaryRange.min),
      max: amount(values.salaryRange.max),
    },
  };
}

/** Unless an earlier issue already holds it. */
function setError(errors: Record<string, unknown>, path: string[], error: FieldError) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  node[last] ??= error;
}

/** The shared schema of the mode, so every message is the server's, next to its field. */
export function insightResolver(mode: InsightFormMode): Resolver<InsightFormValues, unknown, InsightInput> {
  const schema = mode === 'edit' ? editInsightSchema : createInsightSchema;
  return async (values) => {
    const result = schema.safeParse(toSchemaInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const index = issue.path.findIndex((key) => typeof key === 'number');
      const path = (index === -1 ? issue.path : issue.path.slice(0, index)).map(String);
      if (path.length === 0) continue;
      const isItem = index !== -1 && LIST_FIELDS.has(path.join('.'));
      setError(errors, path, { type: issue.code, message: isItem ? LIST_ITEM_TOO_LONG : issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<InsightFormValues> };
  };
}
