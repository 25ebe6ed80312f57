import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FocusLossOverlay, type FocusLossOverlayProps } from './FocusLossOverlay';

/** The quiz page's use: shown until the candidate says they are back. */
function Demo(props: FocusLossOverlayProps) {
  const [shown, setShown] = useState(props.isVisible);
  return (
    <>
      <Button>Submit</Button>
      <FocusLossOverlay
        {...props}
        isVisible={shown}
        onDismiss={() => {
          props.onDismiss();
          setShown(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Quiz/FocusLossOverlay',
  component: FocusLossOverlay,
  args: { isVisible: true, title: 'Stay on the Screen', message: 'You must remain on this page during the quiz', dismissLabel: 'Back to the quiz', onDismiss: fn() },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'viewport' },
    fr: { title: "Restez sur l'écran", message: 'Vous devez rester sur cette page pendant le quiz', dismissLabel: 'Revenir au quiz' },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof FocusLossOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modal: the page behind is hidden from assistive technology, and the focus is on the overlay's button. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Stay on the Screen' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(body.getByRole('button', { name: 'Back to the quiz' })).toHaveFocus());
    const submit = canvasElement.querySelector('button');
    await expect(submit?.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
  },
};

export const Default: Story = { ...Shown, play: undefined };
export const Playground: Story = {};

/** The button hides it and gives the focus back to the page. */
export const BackWithTheButton: Story = {
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const back = await body.findByRole('button', { name: 'Back to the quiz' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** Escape hides it too. */
export const BackWithEscape: Story = {
  parameters: { visual: { target: 'story' } },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('button', { name: 'Back to the quiz' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};
