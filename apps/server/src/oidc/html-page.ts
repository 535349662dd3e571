import { createHash } from 'node:crypto';

/**
 * Server-rendered pages of the sign-in: one stylesheet, no external resources, and no scripts
 * but the one line that confirms a sign-out the console asked for (allowed by its hash).
 */

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;',
  'background:#f1f3f5;color:#212529;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:8px;',
  'box-shadow:0 1px 3px rgba(0,0,0,.1),0 8px 24px rgba(0,0,0,.06)}',
  '.brand{margin:0 0 24px;font-size:24px;font-weight:700;color:#1864ab;letter-spacing:.02em}',
  'h1{margin:0 0 16px;font-size:20px;font-weight:600}',
  'label{display:block;margin:12px 0 4px;font-size:14px;font-weight:500}',
  'input{width:100%;height:40px;padding:0 12px;font:inherit;border:1px solid #ced4da;border-radius:4px}',
  'input:focus{outline:2px solid #228be6;outline-offset:-1px;border-color:#228be6}',
  'button{width:100%;height:40px;margin-top:20px;font:inherit;font-weight:600;color:#fff;',
  'background:#1971c2;border:0;border-radius:4px;cursor:pointer}',
  'button:hover{background:#1864ab}',
  'button.secondary{margin-top:8px;color:#495057;background:transparent;font-weight:400}',
  'button.secondary:hover{background:#f1f3f5}',
  '.error{margin:0 0 8px;padding:8px 12px;color:#c92a2a;background:#fff5f5;border-radius:4px;font-size:14px}',
  'a{color:#1971c2}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Headers for every sign-in page: never cached, never framed, only the page's own stylesheet,
 * and forms may post here and be redirected on to the console's origins.
 */
export function pageHeaders(
  formOrigins: readonly string[],
  options: { script?: string } = {},
): Record<string, string> {
  const formAction = ["'self'", ...formOrigins].join(' ');
  // A page may carry one inline script of ours, allowed by its hash and nothing else.
  const scriptSrc = options.script
    ? `; script-src 'sha256-${createHash('sha256').update(options.script).digest('base64')}'`
    : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
    'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}${scriptSrc}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** A full page; `body` must already be escaped markup. */
export function renderPage(title: string, body: string, lang: 'pt-BR' | 'en' = 'pt-BR'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Mentor</p>
${body}
</main>
</body>
</html>
`;
}

export interface MessagePage {
  title: string;
  heading: string;
  message: string;
  link?: { href: string; label: string };
}

export function renderMessagePage({ title, heading, message, link }: MessagePage): string {
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return renderPage(title, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n${linkHtml}`);
}
