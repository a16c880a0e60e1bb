import { hashPassword } from '../../platform/auth/passwords';
import type { SeedStep } from '../../platform/module';
import { insertUser } from './auth.repository';

export const DEMO_ACCOUNTS = [
  { name: 'Platform Admin', email: 'admin@mentorbridge.demo', role: 'admin', password: 'admin-demo-123' },
  {
    name: 'Ananya Iyer',
    email: 'ananya.iyer@mentorbridge.demo',
    role: 'alumni',
    password: 'alumni-demo-123',
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@mentorbridge.demo',
    role: 'alumni',
    password: 'alumni-demo-123',
  },
  { name: 'Meera Nair', email: 'meera.nair@mentorbridge.demo', role: 'alumni', password: 'alumni-demo-123' },
  {
    name: 'Arjun Mehta',
    email: 'arjun.mehta@mentorbridge.demo',
    role: 'student',
    password: 'student-demo-123',
  },
  {
    name: 'Sneha Patel',
    email: 'sneha.patel@mentorbridge.demo',
    role: 'student',
    password: 'student-demo-123',
  },
] as const;

export const accountsSeed: SeedStep = {
  name: 'accounts',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const lines: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      await insertUser(tx, {
        name: account.name,
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        isVerified: true,
        // Admins have no profile to complete; the profiles step completes the others.
        isProfileComplete: account.role === 'admin',
        createdAt: now,
        updatedAt: now,
      });
      lines.push(`${account.role.padEnd(7)} ${account.email}  password: ${account.password}`);
    }
    return lines;
  },
};
