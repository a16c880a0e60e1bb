/** The server looks for the same names. */
export const PRERENDERED_DIR = 'prerendered';

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export function prerenderedFileName(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (name.includes('/')) throw new Error(`${pathname}: only one-segment paths can be prerendered`);
  return `${name || 'index'}.html`;
}

/** A form without `method` sends a GET, putting the email and password in the address and logs. */
function postForms(html: string): string {
  return html.replace(/<form(?=[\s>])(?![^>]*\smethod=)/g, '<form method="post"');
}

const DISABLED_VARIANT = /^(?:aria-)?disabled:/;

/**
 * Until the JavaScript replaces them a click would be lost (or send a form natively), so buttons are
 * disabled and lose their `disabled:` styles, so nothing changes on screen when React's replace them.
 * React escapes `>` inside attribute values, so a tag ends at the first `>`.
 */
function disableButtons(html: string): string {
  return html.replace(/<button\b[^>]*>/g, (tag) => {
    if (/\sdisabled(?:=|\s|>)/.test(tag)) return tag;
    const unstyled = tag.replace(/\sclass="([^"]*)"/, (_match, classes: string) => {
      const kept = classes.split(' ').filter((name) => !DISABLED_VARIANT.test(name));
      return ` class="${kept.join(' ')}"`;
    });
    return unstyled.replace(/^<button/, '<button disabled=""');
  });
}

export function fillTemplate(
  template: string,
  page: { title: string | null; head: string; html: string },
): string {
  for (const part of [EMPTY_ROOT, '</head>']) {
    if (template.split(part).length !== 2) throw new Error(`index.html must hold one ${part}`);
  }
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  // Functions as replacements: a `$&` or `$1` in the page's text must stay as written.
  return template
    .replace(TITLE, (original) => (page.title === null ? original : `<title>${page.title}</title>`))
    .replace('</head>', () => `${page.head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${disableButtons(postForms(page.html))}</div>`);
}

export function problemWith(html: string): string | null {
  // The Suspense fallback: a chunk was not preloaded, so the page suspended.
  if (html.includes('Loading page')) return 'it rendered the loading spinner';
  // React marks a boundary it gave up on (an error while rendering) for the client to render.
  if (html.includes('<!--$!-->')) return 'a component threw while rendering';
  if (!/<h1[\s>]/.test(html)) return 'it has no <h1>';
  // The CSP (style-src 'self') refuses inline style attributes; React's client sets them as properties.
  if (/<[^>]+\sstyle="/.test(html)) return 'it has an inline style attribute, which the CSP refuses';
  return null;
}
