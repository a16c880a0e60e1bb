import { describe, expect, it } from 'vitest';
import { getReturnPath } from './return-path';

describe('getReturnPath', () => {
  it('rebuilds the path a guard remembered', () => {
    expect(getReturnPath({ from: { pathname: '/secret', search: '?tab=2', hash: '#top' } })).toBe(
      '/secret?tab=2#top',
    );
  });

  it('ignores missing or foreign targets', () => {
    expect(getReturnPath(null)).toBeNull();
    expect(getReturnPath({ message: 'hello' })).toBeNull();
    expect(getReturnPath({ from: { pathname: 'https://evil.example', search: '', hash: '' } })).toBeNull();
    expect(getReturnPath({ from: { pathname: '//evil.example', search: '', hash: '' } })).toBeNull();
  });
});
