// For play functions: is an element's keyboard focus visible against its own fill?
import { contrastRatio } from '../theme/contrast';

const toHex = (rgb: string): string | null => {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(rgb);
  if (!match || (match[4] !== undefined && Number(match[4]) === 0)) return null;
  return `#${[match[1], match[2], match[3]].map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The best contrast, against the element's background, of what marks its focus: its outline, and the line of
 * an inset box-shadow. 1 when there is neither, or when they are of the fill's own colour.
 */
export function focusIndicatorContrast(element: Element): number {
  const style = getComputedStyle(element);
  const fill = toHex(style.backgroundColor) ?? '#ffffff';
  const marks: string[] = [];
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) marks.push(style.outlineColor);
  for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
    if (shadow.includes('inset')) marks.push(/rgba?\([^)]+\)/.exec(shadow)?.[0] ?? '');
  }
  return Math.max(1, ...marks.map(toHex).flatMap((hex) => (hex === null ? [] : [contrastRatio(hex, fill)])));
}
