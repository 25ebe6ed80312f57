// Visual regression: after each story has rendered (and played), screenshot it in the project's brand theme and
// compare with the committed baseline under <package>/__screenshots__/<file>/<variant>/<story id>.png, where the
// variant is the project's `visualVariant` (packages/web: brand, language and width) or else the story's brand.
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

interface StoryOnContext {
  id: string;
  globals: Record<string, unknown>;
  /** story: its element; viewport: the body; page: the first screen, edge to edge (page stories). */
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
  // A page story: its first screen, as a visitor lands on it (the frame paints no more; growing the frame to the
  // page's height gave screenshots that differed from run to run on a loaded machine).
  if (shot === 'page') {
    if (canvas) canvas.style.padding = '0';
    document.body.style.height = `${window.innerHeight}px`;
    document.body.style.overflow = 'hidden';
  }
  // The resting state, not the transient focus ring or hover a play function leaves behind (their timing
  // is what makes interaction screenshots flaky). Overlays keep their focus: blurring would close them.
  if (!viewport && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // Unhover moves the pointer onto `html > body` by that fixed selector; hovering the body element itself named it
  // by its whole text, and a page whose text was still settling made that hover time out.
  await page.elementLocator(document.body).unhover({ position: { x: 1, y: 1 } });
  // react-aria sometimes keeps a field's hover after the pointer has left (seen with an open combobox):
  // the baseline is the resting look, so drop the hover marker rather than let it decide the border colour.
  for (const hovered of document.querySelectorAll('[data-hovered]')) hovered.removeAttribute('data-hovered');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const target = viewport ? document.body : canvas;
  // A whole page on a loaded 2-core machine can take longer than the default 5 s to shoot twice alike.
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${variant}/${story.id}`, { timeout: 15_000 });
  } finally {
    document.body.style.removeProperty('height');
    document.body.style.removeProperty('overflow');
  }
});
