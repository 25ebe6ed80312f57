// Visual regression: after each story has rendered (and played), screenshot it in the project's brand theme and
// compare with the committed baseline under <package>/__screenshots__/<file>/<variant>/<story id>.png, where the
// variant is the project's `visualVariant` (packages/web: brand, language and width) or else the story's brand.
//
// The shot runs from Storybook's own afterEach (.storybook/preview.tsx calls the function this file puts on
// globalThis), not from a vitest afterEach hook: a hook registered here applied to the first story file of a frame
// only, so every visual project had to load Storybook's preview and the app again for each story file
// (isolate: true). A global set once per frame serves every file that frame runs.
import { beforeAll, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_SHOT, type VisualShot } from './visual-shot';

interface StoryOnContext {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  /** story: its element; viewport: the body; page: the first screen, edge to edge (page stories). */
  parameters: { visual?: { target?: 'story' | 'viewport' | 'page' } };
}

/** Deterministic pixels: no animation, transition or blinking caret; the page fills the viewport. */
function ensureStillStyle(): void {
  if (document.getElementById('visual-still') !== null) return;
  const style = document.createElement('style');
  style.id = 'visual-still';
  style.textContent = `
    *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
    html, body { min-height: 100vh; margin: 0; }
    [data-story-canvas] { padding: 12px; }
  `;
  document.head.appendChild(style);
}

// Before the first story of the frame, and again before each shot (cheap when it is there already).
beforeAll(ensureStillStyle);

const variantOfProject = inject('visualVariant');

const shoot: VisualShot = async (story: StoryOnContext) => {
  // Played (and checked by axe where the project runs it) but never compared: a story tagged no-visual.
  if (story.tags.includes('no-visual')) return;
  const variant = variantOfProject ?? String(story.globals.brand ?? 'default');
  ensureStillStyle();
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
  // Two moves, so the page always sees one (in a frame shared by story files the pointer already rests at 1,1 from
  // the last shot): react-aria then takes the input as a pointer's, as on a page loaded for this story alone.
  await page.elementLocator(document.body).unhover({ position: { x: 2, y: 2 } });
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
};

(globalThis as Record<string, unknown>)[VISUAL_SHOT] = shoot;
