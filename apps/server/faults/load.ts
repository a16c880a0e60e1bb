import { ERROR_CODES, MESSAGES } from '@mentorbridge/shared';
import type { AppInstance } from '../src/platform/context';

export interface Outcome {
  label: string;
  status: number;
  body: unknown;
  at: number;
}

export const UNAVAILABLE_BODY = { message: MESSAGES.unavailable, code: ERROR_CODES.SERVICE_UNAVAILABLE };

export class LoadRecorder {
  readonly outcomes: Outcome[] = [];

  async send(
    app: AppInstance,
    label: string,
    request: Parameters<AppInstance['inject']>[0] & object,
  ): Promise<Outcome> {
    const response = await app.inject(request);
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {}
    const outcome = { label, status: response.statusCode, body, at: Date.now() };
    this.outcomes.push(outcome);
    return outcome;
  }

  count(predicate: (outcome: Outcome) => boolean): number {
    return this.outcomes.filter(predicate).length;
  }

  unexpected(allowed: readonly number[]): Outcome[] {
    return this.outcomes.filter((outcome) => !allowed.includes(outcome.status));
  }
}

export async function repeat(stop: () => boolean, step: () => Promise<unknown>, pauseMs = 10): Promise<void> {
  while (!stop()) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
