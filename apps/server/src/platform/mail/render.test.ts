import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './render';

describe('renderMail', () => {
  it('escapes user text in the HTML part and keeps it verbatim in the text part', () => {
    const mail = renderMail({
      heading: 'Hello <b>you</b>',
      lines: ['<script>alert("x")</script>', { label: 'Subject', value: "Tom & Jerry's" }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry&#39;s');
    expect(mail.html).toContain('Hello &lt;b&gt;you&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
    expect(mail.text).toContain("Subject: Tom & Jerry's");
  });

  it('renders an action link in both parts', () => {
    const mail = renderMail({
      heading: 'Hi',
      lines: [],
      action: { label: 'Open', url: 'https://x.test/a?b=1&c=2' },
    });
    expect(mail.text).toContain('Open: https://x.test/a?b=1&c=2');
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
