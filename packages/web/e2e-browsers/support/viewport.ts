/** The widths every journey runs at: a desktop and a phone (an iPhone 12 to 15's 390 CSS px). */
export const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** How long a journey waits for an element: generous, for a busy 2-core machine. */
export const ELEMENT_TIMEOUT_MS = 20_000;
