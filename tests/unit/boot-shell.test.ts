// @vitest-environment jsdom
// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAppStyles } from '@/app/app-styles';
import { deferStylesheets } from '../../scripts/boot-shell-plugin';

// index.html paints its frame with its first bytes: the frame is styled in the page itself,
// and the app's style sheet, which would block that paint, loads without blocking it; the entry
// switches it on before the app's first render.

const built = `<!doctype html>
<html lang="en">
  <head>
    <style>.boot-header { height: 60px; }</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/zod-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><header class="boot-header">Exchange</header></div>
  </body>
</html>`;

describe('deferStylesheets', () => {
  it('keeps the style sheet where it was in <head>, preloaded, and off the screen until the entry switches it on', () => {
    const html = deferStylesheets(built);
    const head = html.slice(0, html.indexOf('</head>'));
    // Same place in the cascade: after the page's own styles, before anything the app adds to <head>.
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc.css">\n    <link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" data-app-styles>',
    );
    expect(head.indexOf('rel="preload" as="style"')).toBeGreaterThan(head.indexOf('/assets/zod-abc.js'));
    expect(html.slice(html.indexOf('</head>'))).not.toContain('stylesheet');
  });

  it('stops the build when there is no style sheet to defer (the build changed under it)', () => {
    expect(() => deferStylesheets(built.replace(/\s*<link rel="stylesheet"[^>]*>/, ''))).toThrow(/no style sheet/);
  });

  it("frames the page in index.html with the main layout's header and the brand name it shows before the settings", () => {
    const page = readFileSync('index.html', 'utf8');
    const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<noscript><main'));
    expect(root).toMatch(/<header class="boot-header">.*<span class="boot-brand">Exchange<\/span><\/header>/);
    expect(root).toContain('<main class="boot"><p>Loading…</p></main>');
    // Its styles are the page's own: the frame must not wait for a style sheet.
    expect(page.slice(0, page.indexOf('</head>'))).toMatch(/<style>[^<]*\.boot-header \{[^}]*height: 60px/);
  });
});

describe('applyAppStyles', () => {
  function deferredSheet(): HTMLLinkElement {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<link rel="stylesheet" href="/assets/index-abc.css" media="print" data-app-styles>';
    const link = doc.head.querySelector('link');
    if (!link) throw new Error('no link');
    return link;
  }

  it('waits for the sheet to arrive, then puts it on the screen', async () => {
    const link = deferredSheet();
    let applied = false;
    const styles = applyAppStyles(link.ownerDocument).then(() => (applied = true));
    await Promise.resolve();
    expect(applied).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await styles;
    expect(link.media).toBe('all');
  });

  it('lets the app start without a sheet that failed, as a sheet in <head> would', async () => {
    const link = deferredSheet();
    const styles = applyAppStyles(link.ownerDocument);
    link.dispatchEvent(new Event('error'));
    await styles;
    expect(link.media).toBe('all');
  });

  it('has nothing to do where the styles are not deferred (the dev server)', async () => {
    await expect(applyAppStyles(document.implementation.createHTMLDocument())).resolves.toBeUndefined();
  });
});
