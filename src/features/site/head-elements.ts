// The last writer wins: nothing is restored.

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

export function setMetaDescription(content: string): void {
  const meta = headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  if (meta.content !== content) meta.content = content;
}

export function setFavicon(href: string): void {
  const link = headElement('link[rel="icon"]', () => Object.assign(document.createElement('link'), { rel: 'icon' }));
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
