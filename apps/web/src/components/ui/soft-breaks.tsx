import { Fragment } from 'react';

const BREAK_BEFORE = /(?=[.\-_?&=#])|(?<=[@/])/;

/** Breaks at natural joints rather than mid-word; copying gives the address unchanged. */
export function SoftBreaks({ text }: { text: string }) {
  const parts = text.split(BREAK_BEFORE);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
