import type { Role } from '@mentorbridge/shared';
import { ROLE_LABELS } from '../admin-format';

const STYLES: Record<Role, string> = {
  student: 'bg-sky-50 text-sky-800 ring-sky-200',
  alumni: 'bg-violet-50 text-violet-800 ring-violet-200',
  admin: 'bg-amber-50 text-amber-800 ring-amber-200',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[role] ?? STYLES.student}`}
    >
      {ROLE_LABELS[role] ?? role}
    </span>
  );
}
