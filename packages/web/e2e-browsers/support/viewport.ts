/** The widths every journey runs at: a desktop and a phone (an iPhone 12 to 15's 390 CSS px). */
export const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/**
 * How long a journey waits for an element: generous, for a busy 2-core machine (WebKitGTK's processes slow down the
 * most: 20 s was once too short for a new tab's page at a load average of 50).
 */
export const ELEMENT_TIMEOUT_MS = 45_000;
