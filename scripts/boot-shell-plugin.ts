// Every build: the app's style sheet as a print sheet after a preload, so it does not block the first
// paint. Why: docs/decisions/0004-first-paint-chunking-and-boot.md
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
