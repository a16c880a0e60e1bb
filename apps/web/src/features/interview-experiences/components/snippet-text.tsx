import type { SnippetPart } from '@mentorbridge/shared';

/**
 * The search's best matching passage with the matched words in <mark>. Every part is rendered as text,
 * never as HTML: the passage is user content.
 */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // The parts of one snippet never reorder, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
