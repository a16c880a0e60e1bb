import type { AppInstance } from '../../src/platform/context';
import { findUserById } from '../../src/platform/users/users.repository';
import type { Caller } from '../authorization-matrix';
import { bearer, createUser, signIn, updateUserRow } from '../factories';
import type { MatrixFixture } from '../matrix-fixture';
import { forgeTokens, oddlySignedTokens } from './auth-headers';
import type { Bystanders } from './valid-bodies';

export interface FuzzState {
  fixture: MatrixFixture;
  people: Bystanders;
  forged: string[];
  oddlySigned: string[];
  ids: string[];
}

export async function buildFuzzState(app: AppInstance, fixture: MatrixFixture): Promise<FuzzState> {
  const victim = await createUser(app, { role: 'student' });
  const pendingEmail = 'fuzz-pending@example.com';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Pending', email: pendingEmail, password: 'pending-pass-1', role: 'alumni' },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: victim.email },
  });
  if (reset.statusCode !== 200) throw new Error(reset.body);
  const now = app.ctx.clock.now();
  // A junk id that is a caller's own could delete the caller.
  const { alumni: _alumni, ...rows } = fixture.rows;
  return {
    fixture,
    people: { victimId: victim.id, victimEmail: victim.email, pendingEmail },
    forged: await forgeTokens(fixture.tokens.student!, now),
    oddlySigned: await oddlySignedTokens(app.ctx.config.JWT_SECRET, now),
    ids: [...Object.values(rows), victim.id, '00000000-0000-4000-8000-000000000000'],
  };
}

/** A fuzzed request may end a caller's session (a junk body saying `isActive: false`): give it back. */
export async function restoreSessions(app: AppInstance, fixture: MatrixFixture): Promise<void> {
  for (const caller of Object.keys(fixture.tokens) as Caller[]) {
    const probe = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(fixture.tokens[caller]!),
    });
    if (probe.statusCode === 200) continue;
    const user = await findUserById(app.ctx.db, fixture.ids[caller]!);
    if (!user) throw new Error(`the fuzzing deleted the matrix's ${caller}`);
    await updateUserRow(app, user.id, { isActive: true });
    fixture.tokens[caller] = (await signIn(app, user.email)).token;
  }
}
