import { Fragment } from 'react';

/** Where an address may break: after '@' and '/', before '.', '-', '_', '?', '&', '=' and '#'. */
const BREAK_BEFORE = /(?=[.\-_?&=#])|(?<=[@/])/;

/**
 * An e-mail address or URL that breaks at its natural joints rather than mid-word (`<wbr>` after '@',
 * before each dot…); only a part too long for a line of its own still breaks inside (the body's
 * `overflow-wrap: anywhere`, as a last resort). Copying the text gives the address unchanged.
 */
export function SoftBreaks({ text }: { text: string }) {
  const parts = text.split(BREAK_BEFORE);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
