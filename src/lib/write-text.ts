// Writes for the price cells' ticks (docs/performance.md "Price cells written to the DOM"): each changes
// only what differs, and a text in place. Replacing an element's text node (textContent) cost every
// frame that wrote prices a style recalculation of the new nodes besides their layout; changing the
// characters of the node that is there costs the layout alone.

/** Shows `text` in `element`: the characters of its one text node changed in place, or its content
 * replaced when it holds anything else. Nothing is written when it shows `text` already. */
export function writeText(element: Element, text: string): void {
  const node = element.firstChild;
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) {
    const textNode = node as Text;
    if (textNode.data !== text) textNode.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** Sets an attribute only when it changes (an attribute written is a style invalidation to check). */
export function writeAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
