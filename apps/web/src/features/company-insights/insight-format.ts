import type { CompanyInsight } from '@mentorbridge/shared';

const CURRENCY_SYMBOLS: Record<string, string> = { INR: '₹', EUR: '€', GBP: '£', USD: '$' };

export const currencySymbol = (currency: string) => CURRENCY_SYMBOLS[currency] ?? '$';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const inThousands = (amount: number) => `${thousands.format(amount / 1000)}K`;

export const SALARY_NOT_SPECIFIED = 'Not specified';

/** 'Not specified' when neither is given (the forms store an empty salary as 0). */
export function formatSalary(range: CompanyInsight['salaryRange'] | null | undefined): string {
  if (!range || (!range.min && !range.max)) return SALARY_NOT_SPECIFIED;
  const symbol = currencySymbol(range.currency);
  if (!range.max) return `${symbol}${inThousands(range.min)}+`;
  return `${symbol}${inThousands(range.min)} - ${symbol}${inThousands(range.max)}`;
}

export type RatingTone = 'green' | 'blue' | 'yellow' | 'orange' | 'none';

export function ratingTone(average: number, count: number): RatingTone {
  if (count === 0) return 'none';
  if (average >= 4.5) return 'green';
  if (average >= 4) return 'blue';
  if (average >= 3.5) return 'yellow';
  return 'orange';
}

export const formatAverage = (average: number) => average.toFixed(1);

export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export function splitOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function keyedTexts(items: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return items.map((text) => {
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    return { key: `${text}#${count}`, text };
  });
}
