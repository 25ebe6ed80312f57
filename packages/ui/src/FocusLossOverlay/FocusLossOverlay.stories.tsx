import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FocusLossOverlay } from './FocusLossOverlay';

const meta = {
  title: 'Quiz/FocusLossOverlay',
  component: FocusLossOverlay,
  args: { isVisible: true, title: 'Stay on the Screen', message: 'You must remain on this page during the quiz' },
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' }, fr: { title: "Restez sur l'écran", message: 'Vous devez rester sur cette page pendant le quiz' } },
  render: (args) => (
    <>
      <Button>Submit</Button>
      <FocusLossOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof FocusLossOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Stay on the Screen' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Modal: Escape does not dismiss it and the page behind is hidden from assistive technology.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    const submit = canvasElement.querySelector('button');
    await expect(submit?.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
  },
};

export const Default: Story = { ...Shown, play: undefined };
export const Playground: Story = {};

export const Hidden: Story = {
  args: { isVisible: false },
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};
