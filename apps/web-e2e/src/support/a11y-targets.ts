import { expect, type Locator } from '@playwright/test';

/** The smallest box a thumb hits reliably, in CSS px (the app's `--ui-touch-min`). */
const THUMB = 44;
/**
 * Layout at fractional offsets (a dialog sliding in) reports 44 px as 43.99999…: sizes are
 * compared at a hundredth of a pixel, far below anything a thumb could feel.
 */
const measured = (px: number) => Math.round(px * 100) / 100;

/**
 * Every element of `controls` smaller than a thumb, with its measured size; waits until the
 * first one shows, so that a control that never appears fails instead of passing unmeasured.
 */
export async function smallTargets(controls: Locator, what: string): Promise<string[]> {
  await expect(controls.first(), what).toBeVisible();
  const small: string[] = [];
  for (const [index, control] of (await controls.all()).entries()) {
    const box = await control.boundingBox();
    if (!box || measured(box.width) < THUMB || measured(box.height) < THUMB) {
      small.push(`${what} #${index + 1}: ${box ? `${box.width}×${box.height}` : 'not rendered'}`);
    }
  }
  return small;
}
