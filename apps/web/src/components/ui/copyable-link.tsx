import { Check, Copy, ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from './button';

const COPIED_MS = 2000;

interface CopyableLinkProps {
  href: string;
  /** Read before the address and used in the Copy button's name. */
  label: string;
  icon?: ReactNode;
  className?: string;
}

/** Meeting links are one long word: wrapping breaks them mid-word, so they are cut with an ellipsis. */
export function CopyableLink({ href, label, icon, className = '' }: CopyableLinkProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (outcome: 'copied' | 'failed') => {
    setCopied(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied('idle'), COPIED_MS);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      report('copied');
    } catch {
      // No clipboard (insecure origin, denied permission): the link itself still opens.
      report('failed');
    }
  };

  return (
    <div
      className={`flex items-center gap-2 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-2.5 text-sm ${className}`}
    >
      {icon}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={href}
        aria-label={`${label}: ${href} (opens in a new tab)`}
        // `contain` keeps the address's width from widening a card or a grid track.
        className="inline-flex min-w-0 flex-1 items-center gap-1.5 font-medium text-indigo-700 underline underline-offset-2 [contain:inline-size] hover:text-indigo-900"
      >
        <span className="truncate">{href}</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      </a>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0"
        onClick={copy}
        aria-label={`Copy ${label.toLowerCase()} address`}
      >
        {copied === 'copied' ? (
          <Check className="size-4 text-green-700" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        <span aria-hidden="true">
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        </span>
      </Button>
      <span role="status" className="sr-only">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </div>
  );
}
