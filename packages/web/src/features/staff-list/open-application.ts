import { pathTo } from '../../app/routes';

/** The application's page opens in a new tab, so the list keeps its place (spec §2). */
export function openApplicationInNewTab(applicationId: number): void {
  window.open(pathTo('application', { applicationId }), '_blank', 'noopener');
}
