import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, render } from '../src/prerender';
import { fillTemplate, prerenderedFileName, problemWith } from './prerendered-html';

const TEMPLATE = `<!doctype html><html><head><title>MentorBridge</title><script type="module" src="/assets/index.js"></script></head>
<body><noscript>MentorBridge needs JavaScript to run.</noscript><div id="root"></div></body></html>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the prerendered pages', () => {
  it('has the FAQ content, its title and no loading spinner in /faq', async () => {
    const page = await render('/faq');
    expect(page.title).toBe('FAQ · MentorBridge');
    expect(problemWith(page.html)).toBeNull();
    const document = parse(fillTemplate(TEMPLATE, page));
    expect(document.title).toBe('FAQ · MentorBridge');
    expect(document.querySelector('h1')?.textContent).toBe('Frequently Asked Questions');
    expect(document.querySelector('#root main#main-content')).not.toBeNull();
    expect(document.body.textContent).toContain('Questions and answers');
    expect(document.querySelector('input[type="search"], input')).not.toBeNull();
  });

  it('has the signed-out sign-in form in /login, posting if sent before the JS takes over', async () => {
    const page = await render('/login');
    expect(page.title).toBe('Sign in · MentorBridge');
    expect(problemWith(page.html)).toBeNull();
    const document = parse(fillTemplate(TEMPLATE, page));
    const form = document.querySelector('form[aria-label="Sign in"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[type="email"]')).not.toBeNull();
    expect(form?.querySelector('input[type="password"]')).not.toBeNull();
    const submit = form?.querySelector('button[type="submit"]');
    expect(submit?.textContent).toContain('Sign in');
    // Until the JavaScript replaces it: a click would be lost, and Enter in a field would send the form.
    expect(submit?.hasAttribute('disabled')).toBe(true);
    expect(form?.querySelector('input[type="email"]')?.hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('nav a[href="/register"]')).not.toBeNull();
  });

  it.each(PRERENDERED_PATHS)('renders %s completely, with a title of its own', async (pathname) => {
    const page = await render(pathname);
    expect(problemWith(page.html)).toBeNull();
    expect(page.title).toMatch(/MentorBridge/);
    expect(prerenderedFileName(pathname)).toMatch(/^[a-z]+\.html$/);
  });
});

describe('fillTemplate', () => {
  it('puts the markup in #root, the title and the hoisted elements in the head', () => {
    const html = fillTemplate(TEMPLATE, {
      title: 'A $& B',
      head: '<link rel="preload" as="image" href="/favicon.svg"/>',
      html: '<h1>$1 costs</h1><form class="x"><input></form><form method="get"></form>',
    });
    expect(html).toContain('<title>A $& B</title>');
    expect(html).toContain('<link rel="preload" as="image" href="/favicon.svg"/></head>');
    expect(html).toContain(
      '<div id="root"><h1>$1 costs</h1><form method="post" class="x"><input></form><form method="get"></form></div>',
    );
  });

  it('disables the buttons, which only work once the JavaScript has taken over, with no change on screen', () => {
    const html = fillTemplate(TEMPLATE, {
      title: null,
      head: '',
      html: '<button type="submit" class="px-4 disabled:opacity-60 aria-disabled:opacity-60 text-white">Go</button><button disabled="" class="disabled:opacity-60">Off</button><a href="/faq">FAQ</a>',
    });
    expect(html).toContain(
      '<button disabled="" type="submit" class="px-4 text-white">Go</button><button disabled="" class="disabled:opacity-60">Off</button><a href="/faq">FAQ</a>',
    );
  });

  it('keeps the template title when the page sets none, and refuses a template without an empty root', () => {
    expect(fillTemplate(TEMPLATE, { title: null, head: '', html: '<h1>x</h1>' })).toContain(
      '<title>MentorBridge</title>',
    );
    expect(() =>
      fillTemplate('<title>x</title></head><div id="root">x</div>', { title: null, head: '', html: '' }),
    ).toThrow();
  });

  it('names the files after the path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/faq')).toBe('faq.html');
    expect(() => prerenderedFileName('/a/b')).toThrow();
  });
});
