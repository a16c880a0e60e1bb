import { describe, expect, it } from 'vitest';
import { absolutiseServedPaths } from './public-url';

const ORIGIN = 'https://mentors.example.edu';
const PATH = '/api/files/avatars/0123456789abcdef0123456789abcdef.webp';

describe('absolutiseServedPaths', () => {
  it('puts the avatars and profile photos the server serves on the origin, wherever they sit', () => {
    const json = JSON.stringify({
      avatar: PATH,
      data: [{ user: { profile: { avatar: PATH } } }, { profilePhoto: PATH, title: 'x' }],
    });
    expect(JSON.parse(absolutiseServedPaths(json, ORIGIN))).toEqual({
      avatar: `${ORIGIN}${PATH}`,
      data: [
        { user: { profile: { avatar: `${ORIGIN}${PATH}` } } },
        { profilePhoto: `${ORIGIN}${PATH}`, title: 'x' },
      ],
    });
  });

  it('leaves absolute URLs, nulls, other fields and whatever a user wrote as they are', () => {
    const json = JSON.stringify({
      avatar: 'https://lh3.googleusercontent.com/p.jpg',
      profilePhoto: null,
      bio: PATH,
      note: `{"avatar":"${PATH}"}`,
      tags: [`,"avatar":"${PATH}`],
      [`x","avatar":"${PATH}`]: 1,
    });
    expect(absolutiseServedPaths(json, ORIGIN)).toBe(json);
  });
});
