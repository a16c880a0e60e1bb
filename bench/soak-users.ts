import { setTimeout as sleep } from 'node:timers/promises';
import { type CallOptions, call, type Recorder, type Session } from './soak-client';

export interface Actor {
  session: Session;
  call<T = unknown>(
    action: string,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<T | undefined>;
}

export type Action<U> = readonly [weight: number, name: string, run: (user: U) => Promise<unknown>];

export function read<U extends Actor>(
  weight: number,
  name: string,
  path: string | (() => string),
): Action<U> {
  return [weight, name, (user) => user.call(name, 'GET', typeof path === 'string' ? path : path())];
}

export function actorFor(base: string, recorder: Recorder, role: string, session: Session): Actor {
  return {
    session,
    call: (action, method, path, options) =>
      call(base, recorder, session, `${role}: ${action}`, method, path, options),
  };
}

export const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
export const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export function itemsOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** The think time is uniform between half and one and a half `thinkMs`, so users do not move in step. */
export async function runUser<U>(
  user: U,
  actions: ReadonlyArray<Action<U>>,
  thinkMs: number,
  isRunning: () => boolean,
) {
  const ends: number[] = [];
  for (const [weight] of actions) ends.push((ends.at(-1) ?? 0) + weight);
  const total = ends.at(-1) ?? 0;
  // A first think time too, so the users do not all start with the same burst.
  await sleep(Math.random() * thinkMs);
  while (isRunning()) {
    const target = Math.random() * total;
    await actions[ends.findIndex((end) => target < end)]![2](user);
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}
