// For play functions: what a person sees and can press at a size (phones, touch screens).

/** The points checked inside an element: its centre and, at mid-height, near each end (clear of round corners). */
function innerPoints(box: DOMRect): readonly (readonly [number, number])[] {
  const middle = box.top + box.height / 2;
  const inset = Math.min(4, box.width / 4);
  return [
    [box.left + box.width / 2, middle],
    [box.left + inset, middle],
    [box.right - inset, middle],
    [box.left + box.width / 2, box.top + Math.min(4, box.height / 4)],
    [box.left + box.width / 2, box.bottom - Math.min(4, box.height / 4)],
  ];
}

/** The elements drawn over an element (anything at its inner points that is not it or inside it); empty when none. */
export function coveringElements(element: Element): Element[] {
  const covering = new Set<Element>();
  for (const [x, y] of innerPoints(element.getBoundingClientRect())) {
    const seen = element.ownerDocument.elementFromPoint(x, y);
    if (seen !== null && !element.contains(seen)) covering.add(seen);
  }
  return [...covering];
}

/** A finger-sized target: at least 44 px high and wide. */
export function isTouchSized(element: Element, minimum = 44): boolean {
  const box = element.getBoundingClientRect();
  return box.height >= minimum - 0.5 && box.width >= minimum - 0.5;
}

/** The lines a wrapped text is drawn on, read from the browser's layout of each character. */
export function renderedLines(element: Element): string[] {
  const range = element.ownerDocument.createRange();
  const lines = new Map<number, string>();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      lines.set(top, (lines.get(top) ?? '') + text[index]);
    }
  }
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
}

/** The line breaks of a wrapped address that fall inside a word (not after the @ or a hyphen, nor before a dot). */
export function emailLinesBrokenMidWord(lines: readonly string[]): string[] {
  return lines.slice(1).flatMap((line, index) => {
    const before = lines[index] ?? '';
    return /[@-]$/.test(before) || line.startsWith('.') ? [] : [`${before} | ${line}`];
  });
}

/** The element an EmailAddress draws for this address (its parts are its own children). */
export function emailAddressElement(root: Element, email: string): Element {
  const found = [...root.querySelectorAll('span')].find((span) => span.textContent === email && span.querySelector(':scope > wbr') !== null);
  if (found === undefined) throw new Error(`no EmailAddress for ${email}`);
  return found;
}

/**
 * Whether a text is cut off by the element holding it (an ellipsis, a clamped line): some part of it is laid out past
 * that element's box. False when the text shows whole; true too when it is not found.
 */
export function textClipped(root: Element, text: string): boolean {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = (node.textContent ?? '').indexOf(text);
    const holder = node.parentElement;
    if (start < 0 || holder === null) continue;
    const range = root.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    const box = holder.getBoundingClientRect();
    return [...range.getClientRects()].some((rect) => rect.right > box.right + 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5);
  }
  return true;
}
