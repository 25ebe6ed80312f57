// Visual regression: after each story has rendered (and played), screenshot it in the project's brand theme and
// compare with the committed baseline under <package>/__screenshots__/<file>/<variant>/<story id>.png, where the
// variant is the project's `visualVariant` (packages/web: brand, language and width) or else the story's brand.
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page, userEvent } from 'vitest/browser';

interface StoryOnContext {
  id: string;
  globals: Record<string, unknown>;
  /** story: its element; viewport: the body; page: the body, edge to edge and as tall as the page (page stories). */
  parameters: { visual?: { target?: 'story' | 'viewport' | 'page' } };
}

beforeAll(() => {
  // Deterministic pixels: no animation, transition or blinking caret; the page fills the viewport.
  const style = document.createElement('style');
  style.textContent = `
    *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
    html, body { min-height: 100vh; margin: 0; }
    [data-story-canvas] { padding: 12px; }
  `;
  document.head.appendChild(style);
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const variant = inject('visualVariant') ?? String(story.globals.brand ?? 'default');
  await document.fonts.ready;
  // Overlays (dialogs, toasts, full-screen states) render outside the story's element: shoot the viewport.
  const canvases = document.querySelectorAll<HTMLElement>('[data-story-canvas]');
  const canvas = canvases[canvases.length - 1];
  const shot = story.parameters.visual?.target;
  const viewport = shot === 'viewport' || shot === 'page' || !canvas;
  // A frame shows only its first screen: a page's frame grows to the page's height (its width is the viewport's).
  if (shot === 'page') {
    if (canvas) canvas.style.padding = '0';
    // What takes the screen's height (a page area's min-height: 100vh) keeps the first screen's: in a frame grown
    // to the page it would grow too and push what follows it (a phone's contact strip) out of the shot again.
    const screen = `${window.innerHeight}px`;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).minHeight === screen) element.style.minHeight = screen;
    }
    await page.viewport(window.innerWidth, Math.max(window.innerHeight, document.documentElement.scrollHeight));
  }
  // The resting state, not the transient focus ring or hover a play function leaves behind (their timing
  // is what makes interaction screenshots flaky). Overlays keep their focus: blurring would close them.
  if (!viewport && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await userEvent.hover(document.body, { position: { x: 1, y: 1 } });
  // react-aria sometimes keeps a field's hover after the pointer has left (seen with an open combobox):
  // the baseline is the resting look, so drop the hover marker rather than let it decide the border colour.
  for (const hovered of document.querySelectorAll('[data-hovered]')) hovered.removeAttribute('data-hovered');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const target = viewport ? document.body : canvas;
  // A whole page on a loaded 2-core machine can take longer than the default 5 s to shoot twice alike.
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${variant}/${story.id}`, { timeout: 15_000 });
});
