/** The application's page opens in a new tab, so the list keeps its place (spec §2). */
export const applicationPath = (dealId: number | string): string => `/application/${encodeURIComponent(String(dealId))}`;

export function openApplicationInNewTab(dealId: number | string): void {
  window.open(applicationPath(dealId), '_blank', 'noopener');
}
