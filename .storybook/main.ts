// Storybook for designers: the design system (packages/ui) and, under Pages/, every screen of the app built from
// its real route components with fixture data (packages/web/src/**/*.page.stories.tsx, docs/decisions/0009).
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

const DOCGEN = 'storybook:react-docgen-plugin';
const WEB_APP = /[/\\]packages[/\\]web[/\\]/;

/**
 * Prop tables are for the design system's components. react-docgen's parser also reads every module of the app,
 * and cannot parse the container's legacy decorators (`@injectable() export class`): it skips packages/web.
 */
function docgenOnlyOutsideTheApp(plugin: PluginOption): PluginOption {
  if (!plugin || typeof plugin !== 'object' || !('name' in plugin) || plugin.name !== DOCGEN) return plugin;
  const { transform } = plugin as Plugin;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    transform(this: ThisParameterType<typeof transform>, code: string, id: string, options?: Parameters<typeof transform>[2]) {
      return WEB_APP.test(id) ? undefined : transform.call(this, code, id, options);
    },
  } as Plugin;
}

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/web/src/**/*.page.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript crashes on TS 7; react-docgen reads the TS doc comments of the props.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: viteConfig.plugins?.map(docgenOnlyOutsideTheApp) }),
};

export default config;
