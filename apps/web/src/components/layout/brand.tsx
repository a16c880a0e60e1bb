import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Brand() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 text-lg font-bold text-slate-900 no-underline"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      MentorBridge
    </Link>
  );
}
