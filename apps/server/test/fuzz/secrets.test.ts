import { expect, it } from 'vitest';
import { findLeak } from './secrets';

const sentinels = { secrets: ['s3cret-hash'], codes: ['037689'] };

it('finds a code or a secret wherever an answer shows it', () => {
  expect(findLeak('{"code":"037689"}', sentinels, [])).toBe('037689');
  expect(findLeak('Your code is 037689.', sentinels, [])).toBe('037689');
  expect(findLeak('{"hash":"xs3cret-hashx"}', sentinels, [])).toBe('s3cret-hash');
  expect(findLeak('Bearer abc', sentinels, ['abc'])).toBe('abc');
});

it('takes no run of digits inside a longer number or a request id for a code', () => {
  expect(findLeak('{"n":10376890}', sentinels, [])).toBeUndefined();
  expect(findLeak('"x-request-id":"388d42d1-09fc-4c29-a615-d5a037689b02"', sentinels, [])).toBeUndefined();
});
