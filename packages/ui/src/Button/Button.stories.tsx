import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Upload Documents', variant: 'primary', size: 'md', onPress: fn() },
  parameters: { fr: { children: 'Téléverser les documents' } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { isDisabled: false, isPending: false, fullWidth: false },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View Documents' }, parameters: { fr: { children: 'Voir les documents' } } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Dashboard' }, parameters: { fr: { children: 'Retour au tableau de bord' } } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' }, parameters: { fr: { children: 'Supprimer' } } };
export const WithIcon: Story = { args: { variant: 'secondary', children: 'Download', icon: <Icon name="download" /> }, parameters: { fr: { children: 'Télécharger' } } };
export const Small: Story = { args: { size: 'sm', children: 'View Application' } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Quiz completed' },
  parameters: { fr: { children: 'Quiz terminé' } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Quiz completed' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Send magic link', pendingLabel: 'Sending magic link...' },
  parameters: { fr: { children: 'Envoyer le lien', pendingLabel: 'Envoi du lien...' } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Sending magic link/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardPress: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Upload Documents' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
