/** Router state carrying the outcome of the create or edit page to the list, which shows it for 3 s. */
export interface InsightNoticeState {
  insightNotice?: string;
}

export function readInsightNotice(state: unknown): string | null {
  const notice = (state as InsightNoticeState | null)?.insightNotice;
  return typeof notice === 'string' && notice ? notice : null;
}
