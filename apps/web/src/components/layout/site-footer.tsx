import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { GitHubIcon, LinkedInIcon, XIcon } from './social-icons';

const FOOTER_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Interviews', to: paths.interviews },
  { label: 'Mentorship', to: paths.mentorship },
  { label: 'Resources', to: paths.resources },
  { label: 'FAQ', to: paths.faq },
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Contact', to: paths.contact },
] as const;

const SOCIAL_LINKS = [
  { label: 'MentorBridge on GitHub', href: 'https://github.com', Icon: GitHubIcon },
  { label: 'MentorBridge on LinkedIn', href: 'https://www.linkedin.com', Icon: LinkedInIcon },
  { label: 'MentorBridge on X', href: 'https://x.com', Icon: XIcon },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <p className="text-lg font-bold text-slate-900">MentorBridge</p>
            <p className="mt-1 text-sm text-slate-600">
              Connecting students with alumni mentors for guidance, interviews and placements.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-4">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block py-1 text-sm text-slate-700 no-underline hover:text-indigo-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">© {year} MentorBridge. Built by the MentorBridge team.</p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
