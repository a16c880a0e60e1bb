const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every piece of user text in a mail goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export type MailLine = string | { label: string; value: string };

export interface MailContent {
  heading: string;
  lines: MailLine[];
  action?: { label: string; url: string };
}

export interface RenderedMail {
  text: string;
  html: string;
}

export function renderMail(content: MailContent): RenderedMail {
  const textLines = content.lines.map((line) =>
    typeof line === 'string' ? line : `${line.label}: ${line.value}`,
  );
  const text = [
    content.heading,
    '',
    ...textLines.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '— MentorBridge',
  ].join('\n');

  const paragraphs = content.lines.map((line) =>
    typeof line === 'string'
      ? `<p style="margin:0 0 12px;white-space:pre-wrap">${escapeHtml(line)}</p>`
      : `<p style="margin:0 0 8px"><strong>${escapeHtml(line.label)}:</strong> <span style="white-space:pre-wrap">${escapeHtml(line.value)}</span></p>`,
  );
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs.join('')}${action}<p style="margin:24px 0 0;color:#64748b;font-size:12px">MentorBridge</p></div></body></html>`;
  return { text, html };
}
