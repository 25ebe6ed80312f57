// The bridge between Storybook's afterEach (preview.tsx) and the visual projects' setup file (visual.setup.ts): the
// setup file puts its screenshot function on globalThis under this name; in Storybook itself and in the projects
// that take no screenshots there is none, and the hook does nothing.
export const VISUAL_SHOT = '__admissionVisualShot';

/** Takes the story's screenshot and compares it with its baseline (fails the story when they differ). */
export type VisualShot = (story: {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  parameters: { visual?: { target?: 'story' | 'viewport' | 'page' } };
}) => Promise<void>;

/** The screenshot of the story that just played, when the running project takes them. */
export async function visualShotAfterEach(story: Parameters<VisualShot>[0]): Promise<void> {
  const shot = (globalThis as Record<string, unknown>)[VISUAL_SHOT] as VisualShot | undefined;
  if (shot !== undefined) await shot(story);
}
