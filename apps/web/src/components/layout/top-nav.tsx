import type { Session } from '@mentorbridge/shared';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, useSession } from '@/lib/session';
import { buttonClasses } from '../ui/button';
import { Brand } from './brand';
import { NavAvatar } from './nav-avatar';
import { GUEST_NAV_ITEMS, getNavItems, type NavItem } from './nav-links';

const ROLE_LABELS: Record<Session['role'], string> = { student: 'Student', alumni: 'Alumni', admin: 'Admin' };

function desktopLinkClasses({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium no-underline transition-colors 2xl:px-3 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

function mobileLinkClasses({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-3 py-2 text-base font-medium no-underline ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-100'
  }`;
}

function NavItemLink({ item, classes }: { item: NavItem; classes: typeof desktopLinkClasses }) {
  if (item.canBeCurrent === false) {
    return (
      <Link to={item.to} className={classes({ isActive: false })}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} className={classes}>
      {item.label}
    </NavLink>
  );
}

/* Signed in, the full bar needs about 1200 px, so it starts at xl; signed out, two links fit from md. */
const SIGNED_IN_BREAKPOINT = { bar: 'hidden xl:flex', compact: 'xl:hidden' } as const;
const SIGNED_OUT_BREAKPOINT = { bar: 'hidden md:flex', compact: 'md:hidden' } as const;

interface TopNavProps {
  /** Passed in by app/: this generic layout may not import the notifications feature. */
  bell?: ReactNode;
}

export function TopNav({ bell }: TopNavProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const logout = () => {
    setMenuOpen(false);
    clearSession();
    navigate(paths.login);
  };

  const items = session ? getNavItems(session.role) : [];
  const breakpoint = session ? SIGNED_IN_BREAKPOINT : SIGNED_OUT_BREAKPOINT;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center justify-between gap-4">
          <Brand />

          {session ? (
            <ul className={`${breakpoint.bar} items-center gap-0.5`}>
              {items.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} classes={desktopLinkClasses} />
                </li>
              ))}
            </ul>
          ) : null}

          <div className="flex min-w-0 items-center gap-2 xl:gap-3">
            {session ? bell : null}
            <div className={`${breakpoint.bar} min-w-0 items-center gap-3`}>
              {session ? (
                <>
                  {/* The name takes the room the links leave; a longer one is cut, whole in the title. */}
                  <div className="flex min-w-0 items-center gap-2">
                    <NavAvatar session={session} />
                    <div className="min-w-0 leading-tight">
                      <p
                        className="max-w-48 truncate text-sm font-medium text-slate-900"
                        title={session.name}
                      >
                        {session.name}
                      </p>
                      <p className="text-xs text-slate-600">{ROLE_LABELS[session.role]}</p>
                    </div>
                  </div>
                  <button
                    type="button"
                    onClick={logout}
                    title="Logout"
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <LogOut className="size-4" aria-hidden="true" />
                    {/* Icon only until 2xl, where the label fits; the name stays for screen readers. */}
                    <span className="sr-only 2xl:not-sr-only">Logout</span>
                  </button>
                </>
              ) : (
                <>
                  <Link to={paths.login} className={buttonClasses('ghost', 'md', 'no-underline')}>
                    Login
                  </Link>
                  <Link to={paths.register} className={buttonClasses('primary', 'md', 'no-underline')}>
                    Get Started
                  </Link>
                </>
              )}
            </div>

            <button
              ref={menuButton}
              type="button"
              className={`inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${breakpoint.compact}`}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>

        <div
          id={menuId}
          hidden={!isMenuOpen}
          className={`border-t border-slate-200 py-3 ${breakpoint.compact}`}
        >
          {session ? (
            <div className="mb-3 flex items-center gap-3 px-3">
              <NavAvatar session={session} className="size-10" />
              <div className="min-w-0 leading-tight">
                <p className="font-medium text-slate-900">{session.name}</p>
                <p className="text-sm text-slate-600">{ROLE_LABELS[session.role]}</p>
              </div>
            </div>
          ) : null}
          <ul className="space-y-1">
            {(session ? items : GUEST_NAV_ITEMS).map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} classes={mobileLinkClasses} />
              </li>
            ))}
          </ul>
          {session ? (
            <button
              type="button"
              onClick={logout}
              className={buttonClasses('secondary', 'md', 'mt-3 w-full')}
            >
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
