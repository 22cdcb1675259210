// Operator-written HTML (openapi Bonus.termsHtml).
import DOMPurify, { type Config } from 'dompurify';

export const SAFE_HTML_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;
const SAFE_ATTRIBUTES = ['href'];
const SAFE_URL = /^https?:\/\//i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: SAFE_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A removed <script>'s text must not survive as visible text either.
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed'],
  RETURN_TRUSTED_TYPE: false,
};

// Our own instance, so its hooks do not leak into other DOMPurify users.
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

export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, CONFIG);
}
