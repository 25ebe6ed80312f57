// Global decorators: the brand theme and the language of sample texts come from the toolbar.
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { brandOfId } from '../packages/domain/src/brands/brands';
import { ThemeProvider, brandThemes, type BrandThemeId } from '../packages/ui/src/theme';
import { visualShotAfterEach } from './visual-shot';

// A lazily loaded part (a dialog's chunk) or a page drawn in transitions can take longer than testing-library's
// 1 s on a loaded 2-core machine: its find* queries wait up to 10 s (a passing story does not wait longer).
configure({ asyncUtilTimeout: 10_000 });

const brandIds = Object.keys(brandThemes) as BrandThemeId[];

function isBrand(value: unknown): value is BrandThemeId {
  return typeof value === 'string' && (brandIds as string[]).includes(value);
}

/** Wraps every story in the brand theme chosen in the toolbar. */
const withTheme: Decorator = (Story, context) => {
  const brand = isBrand(context.globals.brand) ? context.globals.brand : 'default';
  return (
    <ThemeProvider brand={brand}>
      <Story />
    </ThemeProvider>
  );
};

/**
 * Language of the sample texts: a story lists French args under `parameters.fr`;
 * they replace the English ones when the toolbar says FR.
 */
const withLanguage: Decorator = (Story, context) => {
  const french = context.parameters.fr as Record<string, unknown> | undefined;
  if (context.globals.locale === 'fr' && french) {
    return <Story args={{ ...context.args, ...french }} />;
  }
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLanguage, withTheme],
  // Marks the element the story renders into: the visual regression test screenshots it.
  beforeEach: ({ canvasElement }) => {
    canvasElement.setAttribute('data-story-canvas', '');
  },
  // The visual projects' screenshot, once the story has played (visual-shot.ts).
  afterEach: (context) => visualShotAfterEach(context),
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: brandOfId(id).name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the sample texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        mobile320: { name: 'Mobile 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
