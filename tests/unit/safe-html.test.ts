// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/safe-html';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('safe HTML for operator-written bonus terms', () => {
  it('keeps the allowlisted formatting', () => {
    const html = '<p>Credited <strong>at once</strong>, <em>5×</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>line<br>break';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script element, text and all', '<p>Hi</p><script>window.__xss = 1</script>', '<p>Hi</p>'],
    ['an img with onerror', '<p>Diwali <img src="x" onerror="window.__xss=1"> special</p>', '<p>Diwali  special</p>'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Tap</p>', '<p>Tap</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>ok', 'ok'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['a style element and attribute', '<style>body{display:none}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['a form with a button', '<form action="https://evil.example"><button>Claim</button></form>', 'Claim'],
    ['tags outside the allowlist keep their text', '<h1>Big</h1><span class="x">small</span>', 'Bigsmall'],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with entities and spaces', '<a href=" jav&#x09;ascript:alert(1)">x</a>'],
    ['JavaScript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a relative path', '<a href="/account-menu">x</a>'],
    ['a protocol-relative host', '<a href="//evil.example">x</a>'],
  ])('drops a %s link target and keeps the text', (_name, dirty) => {
    const link = render(dirty).querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps an https link, opening in a new tab without access to this page', () => {
    const link = render('<a href="https://example.com/terms" target="_self" title="t">Full terms</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/terms');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.hasAttribute('title')).toBe(false);
  });

  it('keeps an http link', () => {
    expect(render('<a href="http://example.com">t</a>').querySelector('a')?.getAttribute('href')).toBe('http://example.com');
  });

  it('leaves no executable markup when the result is put in the page', () => {
    const host = render(
      '<p>a</p><img src=x onerror=alert(1)><svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math><a href="javascript:alert(1)">j</a>',
    );
    expect(host.querySelectorAll('script, img, svg, math, iframe')).toHaveLength(0);
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    expect(host.innerHTML).not.toMatch(/javascript:/i);
  });

  it('passes plain text through', () => {
    expect(sanitizeHtml('10% of losses, up to ₹750')).toBe('10% of losses, up to ₹750');
  });
});
