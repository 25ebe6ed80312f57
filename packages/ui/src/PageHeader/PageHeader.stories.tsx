import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageToggle } from '../LanguageToggle';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Admission Portal', email: 'jane.doe@example.com', emailLabel: 'Signed in as', signOutLabel: 'Sign out', onSignOut: fn() },
  parameters: { layout: 'fullscreen', fr: { title: "Portail d'admission", emailLabel: 'Connecté en tant que', signOutLabel: 'Se déconnecter' } },
  argTypes: { start: { control: false }, end: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('jane.doe@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
export const Playground: Story = {};
export const LongEmail: Story = { args: { email: 'marie-antoinette.de-la-fontaine-saint-hilaire@etudiants.lumiere.example' } };
export const SignedOut: Story = { args: { email: undefined, onSignOut: undefined } };
export const WithLanguageToggle: Story = {
  args: { end: <LanguageToggle value="en" onChange={fn()} label="Language" /> },
};
