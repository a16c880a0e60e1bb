import { useState } from 'react';

interface UserAvatarProps {
  name: string;
  src: string | null;
  className?: string;
}

/** Decorative: the name is always given as text beside it. */
export function UserAvatar({ name, src, className = 'size-8' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className={`${className} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white`}
    >
      {initial}
    </span>
  );
}
