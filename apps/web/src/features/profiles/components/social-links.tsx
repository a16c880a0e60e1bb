import { FileUser, Globe } from 'lucide-react';
import { GitHubIcon, LinkedInIcon } from '@/components/layout/social-icons';

interface SocialLinksProps {
  linkedin?: string | null;
  github?: string | null;
  portfolio?: string | null;
  resume?: string | null;
}

export function SocialLinks({ linkedin, github, portfolio, resume }: SocialLinksProps) {
  const links = [
    { label: 'LinkedIn', href: linkedin, Icon: LinkedInIcon },
    { label: 'GitHub', href: github, Icon: GitHubIcon },
    { label: 'Portfolio', href: portfolio, Icon: Globe },
    { label: 'Resume', href: resume, Icon: FileUser },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));

  if (links.length === 0) return <p className="text-sm text-slate-500">No links added yet.</p>;
  return (
    <ul className="space-y-2">
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 no-underline hover:border-indigo-300 hover:bg-indigo-50"
          >
            <Icon className="size-4 shrink-0 text-slate-700" />
            <span>{label}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
