import type { SnippetPart } from '@mentorbridge/shared';

/** Rendered as text, never as HTML: the passage is user content. */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder.
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
