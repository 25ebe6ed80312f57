import type { UsersApi } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountMenuMessages as m } from './account-menu.messages';
import { Component } from '../features/dashboard/dashboard.route';
import { candidate, dashboardPorts, failing } from '../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../stories/page-story';
import { never } from '../stories/story-services';
import type { StoryPorts } from '../stories/story-services';

/** The dashboard's ports, with the candidate's data archive answered by `downloadData`. */
const withDownload = (downloadData: UsersApi['downloadData']): StoryPorts => {
  const ports = dashboardPorts();
  return { ...ports, users: { ...ports.users, downloadData } };
};
const archive = fn(async () => ({ fileName: 'my-data-2026-11-25.zip', contentType: 'application/zip', bytes: new Uint8Array([0x50, 0x4b, 0x05, 0x06]) }));

const meta = {
  title: 'Pages/Account/Download my data',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/', route: '/', parts: ['dashboard'], user: candidate, ports: withDownload(archive) }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the account controls sit behind the header's Account button: open it when it shows. */
async function downloadButton(canvasElement: HTMLElement, intl: IntlShape) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  const menu = canvas.queryByRole('button', { name: intl.formatMessage(m.accountMenu), expanded: false });
  if (menu !== null) await userEvent.click(menu);
  return canvas.findByRole('button', { name: intl.formatMessage(m.downloadData) });
}

/** A candidate asks for their data: the archive is asked for once and handed to the browser; the button is ready again. */
export const DownloadsTheArchive: Story = {
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    archive.mockClear();
    const button = await downloadButton(canvasElement, intl);
    await userEvent.click(button);
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveTextContent(intl.formatMessage(m.downloadData));
  },
};

/** While the server prepares the archive the button says so and a second press asks for nothing more. */
export const Preparing: Story = {
  ...pageParameters({ ports: withDownload(never) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const button = await downloadButton(canvasElement, intl);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(intl.formatMessage(m.downloadPreparing)));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The archive could not be made: a toast says so in the candidate's language, and the button can be pressed again. */
export const DownloadFailed: Story = {
  ...pageParameters({ ports: withDownload(failing()) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const button = await downloadButton(canvasElement, intl);
    await userEvent.click(button);
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent(intl.formatMessage(m.downloadFailedTitle));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
  },
};
