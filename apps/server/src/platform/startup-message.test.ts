import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';

describe('startupMessage', () => {
  it('prints the address listened on, and the public address when it differs', () => {
    expect(
      startupMessage({ address: '0.0.0.0', family: 'IPv4', port: 5055 }, 'http://localhost:5000', 'pglite'),
    ).toBe(
      'MentorBridge is listening on http://localhost:5055; public address http://localhost:5000 (database: pglite)',
    );
  });

  it('prints one address when the public address is the one listened on', () => {
    expect(
      startupMessage({ address: '::', family: 'IPv6', port: 5000 }, 'http://localhost:5000', 'postgres'),
    ).toBe('MentorBridge is listening on http://localhost:5000 (database: postgres)');
    expect(
      startupMessage(
        { address: '127.0.0.1', family: 'IPv4', port: 8080 },
        'https://mentors.example.edu',
        'postgres',
      ),
    ).toBe(
      'MentorBridge is listening on http://127.0.0.1:8080; public address https://mentors.example.edu (database: postgres)',
    );
  });
});
