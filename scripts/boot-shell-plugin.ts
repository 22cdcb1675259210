// Every build (for a fast first visit: the shell paints from the HTML): the app's style sheet no
// longer blocks the first paint. In <head> as it was, it held the page blank until it had arrived (~20
// KB gzip: over a second on slow 4G after the page itself); index.html's frame is styled in the page
// itself and could paint with its first bytes.
//
// The sheet stays where it was, in <head> before anything the app adds: the cascade's order is the
// design's (Mantine's theme variables, rendered in #root, and a route chunk's CSS, appended to <head>,
// must come after it and win their ties; moving the sheet to the end of <body> broke exactly that).
// It is loaded as a sheet for print (never render-blocking) after a preload of the same file (so it
// still downloads first, at a style sheet's priority), and the entry switches it on before its first
// render (src/app/app-styles.ts), so React never renders unstyled.
import type { Plugin } from 'vite';
import { APP_STYLES_ATTRIBUTE } from '../src/app/app-styles';

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

export function deferStylesheets(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  if (!head.includes('<link rel="stylesheet"')) throw new Error('boot shell: index.html has no style sheet in its head');
  const deferred = head.replace(STYLESHEET, (_link, attributes: string) => {
    const preload = `<link rel="preload" as="style"${attributes}>`;
    return `${preload}\n    <link rel="stylesheet"${attributes} media="print" ${APP_STYLES_ATTRIBUTE}>`;
  });
  return deferred + html.slice(headEnd);
}

export function bootShell(): Plugin {
  return {
    name: 'exchange:boot-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferStylesheets },
  };
}
