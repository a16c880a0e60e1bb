import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './public-url';

describe('absoluteUrl', () => {
  it('puts a served path on the public address, and leaves absolute URLs and nothing alone', () => {
    expect(absoluteUrl('https://mentors.example.edu', '/api/files/avatars/a.webp')).toBe(
      'https://mentors.example.edu/api/files/avatars/a.webp',
    );
    expect(absoluteUrl('https://example.edu/mentoring/', '/api/files/avatars/a.webp')).toBe(
      'https://example.edu/api/files/avatars/a.webp',
    );
    expect(absoluteUrl('http://localhost:5000', 'https://lh3.googleusercontent.com/p.jpg')).toBe(
      'https://lh3.googleusercontent.com/p.jpg',
    );
    expect(absoluteUrl('http://localhost:5000', null)).toBeNull();
  });
});
