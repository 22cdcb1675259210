// Every build (issue 20: the shell paints from the HTML): the app's style sheet moves from <head> to the
// end of <body>. In <head> it blocked the first paint until it had arrived (~20 KB gzip: over a second
// on slow 4G after the page itself); at the end of <body> it blocks only what comes after it, which is
// nothing, so index.html's frame (styled inline in its <head>) paints with the page's first bytes. The
// app's scripts still wait for it before they run (a parser-inserted style sheet blocks scripts), so
// React never renders unstyled.
import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

export function moveStylesheetsToBodyEnd(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(STYLESHEET) ?? [];
  if (links.length === 0) throw new Error('boot shell: index.html has no style sheet in its head');
  const withoutLinks = head.replace(STYLESHEET, '') + html.slice(head.length);
  const bodyEnd = withoutLinks.lastIndexOf('</body>');
  return `${withoutLinks.slice(0, bodyEnd)}${links.map((link) => `  ${link.trim()}\n`).join('')}  ${withoutLinks.slice(bodyEnd)}`;
}

export function bootShell(): Plugin {
  return {
    name: 'exchange:boot-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBodyEnd },
  };
}
