import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const REPORT = 'docs/performance.md';

/** Replaces the section with the same heading, or goes first among the notes (after the API table). */
export function writeReportSection(heading: string, section: string) {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
  const start = previous.indexOf(heading);
  let next: string;
  if (start >= 0) {
    const after = previous.slice(start + heading.length).search(/^## /m);
    const end = after >= 0 ? start + heading.length + after : previous.length;
    next = `${previous.slice(0, start)}${section}\n${previous.slice(end)}`;
  } else {
    const notesAt = previous.search(/^## /m);
    next =
      notesAt >= 0
        ? `${previous.slice(0, notesAt)}${section}\n${previous.slice(notesAt)}`
        : `${previous}\n${section}`;
  }
  writeFileSync(REPORT, next);
}
