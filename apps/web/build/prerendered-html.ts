/** Where the build writes a prerendered page, relative to dist/; the server looks for the same names. */
export const PRERENDERED_DIR = 'prerendered';

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** `/` → `index.html`, `/faq` → `faq.html` (one segment: the prerendered pages have no deeper paths). */
export function prerenderedFileName(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (name.includes('/')) throw new Error(`${pathname}: only one-segment paths can be prerendered`);
  return `${name || 'index'}.html`;
}

/**
 * Forms post, should one be sent before the JavaScript takes over: a form without `method` sends a GET,
 * which would put the email and password in the address, the history and the server's access log.
 */
function postForms(html: string): string {
  return html.replace(/<form(?=[\s>])(?![^>]*\smethod=)/g, '<form method="post"');
}

/** Tailwind variants that style a disabled control; dropped where only the prerender disables it. */
const DISABLED_VARIANT = /^(?:aria-)?disabled:/;

/**
 * Buttons wait for the JavaScript, which replaces them: until then a click would be lost (or send a form
 * natively), so they are disabled, which also stops Enter in a field from submitting (the default button
 * is disabled). Their `disabled:` styles go, so nothing changes on screen when React's enabled ones replace
 * them. Links keep working, and fields stay enabled: main.tsx carries what was typed over to React's render.
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

/** The built index.html with a page's markup inside #root, and its title and hoisted elements in the head. */
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

/** Why a page's markup is not what a visitor should see first, or null if it is fine. */
export function problemWith(html: string): string | null {
  // The Suspense fallback: a chunk was not preloaded, so the page suspended.
  if (html.includes('Loading page')) return 'it rendered the loading spinner';
  // React marks a boundary it gave up on (an error while rendering) for the client to render.
  if (html.includes('<!--$!-->')) return 'a component threw while rendering';
  if (!/<h1[\s>]/.test(html)) return 'it has no <h1>';
  // The server's CSP (style-src 'self') refuses inline styles in markup; React's own render sets them as
  // properties, which the CSP allows, so the prerendered copy would differ and log a violation.
  if (/<[^>]+\sstyle="/.test(html)) return 'it has an inline style attribute, which the CSP refuses';
  return null;
}
