import type { IntlShape } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../shared/messages';

/** Closes the toast that says `title` and waits for it to go: the story's screenshot no longer depends on its timing. */
export async function closeToast(canvasElement: HTMLElement, intl: IntlShape, title: string): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByText(title);
  const region = body.getByRole('region', { name: intl.formatMessage(commonMessages.notificationsLabel) });
  await userEvent.click(within(region).getByRole('button', { name: intl.formatMessage(commonMessages.close) }));
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}
