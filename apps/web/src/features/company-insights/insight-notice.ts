export interface InsightNoticeState {
  insightNotice?: string;
}

export function readInsightNotice(state: unknown): string | null {
  const notice = (state as InsightNoticeState | null)?.insightNotice;
  return typeof notice === 'string' && notice ? notice : null;
}
