// Operator-written HTML (bonus terms, openapi Bonus.termsHtml) rendered safely: DOMPurify with a
// small allowlist of formatting tags, links only to http(s) and always rel="noopener noreferrer" in
// a new tab. Everything else (scripts, event handlers, styles, images, forms, javascript: URLs) goes.
// Pure apart from DOMPurify's need of a DOM (the browser, or jsdom in tests).
import DOMPurify, { type Config } from 'dompurify';

export const SAFE_HTML_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;
const SAFE_ATTRIBUTES = ['href'];
const SAFE_URL = /^https?:\/\//i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: SAFE_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The text of a removed <script>/<style> must not survive as visible text either.
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed'],
  RETURN_TRUSTED_TYPE: false,
};

// One purifier instance of our own: its hooks do not leak into other DOMPurify users.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href')?.trim() ?? '';
    if (!SAFE_URL.test(href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** The allowlisted HTML of `dirty`, safe to hand to dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, CONFIG);
}
