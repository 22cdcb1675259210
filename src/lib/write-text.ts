// Changed in place, a text node costs a layout; replaced (textContent), a style recalculation too.

export function writeText(element: Element, text: string): void {
  const node = element.firstChild;
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) {
    const textNode = node as Text;
    if (textNode.data !== text) textNode.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

export function writeAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
