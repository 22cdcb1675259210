import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveStylesheetsToBodyEnd } from '../../scripts/boot-shell-plugin';

// index.html paints its frame with its first bytes (issue 20): the frame is styled in the page itself,
// and the build moves the app's style sheet, which would block that paint, to the end of <body>.

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

describe('moveStylesheetsToBodyEnd', () => {
  it('puts the style sheet after the frame, so nothing it blocks comes before it', () => {
    const html = moveStylesheetsToBodyEnd(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</body>'));
    // Scripts and preloads stay in the head, in their order.
    expect(head.indexOf('/assets/index-abc.js')).toBeLessThan(head.indexOf('/assets/zod-abc.js'));
  });

  it('stops the build when there is no style sheet to move (the build changed under it)', () => {
    expect(() => moveStylesheetsToBodyEnd(built.replace(/\s*<link rel="stylesheet"[^>]*>/, ''))).toThrow(/no style sheet/);
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
