import { UserAvatar } from '@/components/layout/user-avatar';

export interface MentorSummaryProps {
  name: string;
  avatar?: string | null;
  position?: string | null;
  company?: string | null;
}

export function MentorSummary({ name, avatar = null, position, company }: MentorSummaryProps) {
  const role = [position, company].filter(Boolean).join(' at ');
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <UserAvatar name={name} src={avatar} className="size-10" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        {role ? <p className="text-sm text-slate-600">{role}</p> : null}
      </div>
    </div>
  );
}
