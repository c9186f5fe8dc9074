// Issue 28 §3: a date-and-time picker opened on a phone lies within the screen (a bottom sheet below 48em).
import type { Locator, Page } from 'playwright-core';
import { animationsSettled } from './browser';

/** Opens the picker of `field`, checks its panel lies within 0..width, and closes it by clicking `outside`. */
export async function expectPickerFits(page: Page, field: Locator, outside: Locator, width = 360): Promise<void> {
  await field.click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel-container');
  await panel.waitFor();
  await animationsSettled(page);
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // The first weekday column (Monday) and the month's back arrow are on screen, not cut off.
  const monday = await panel.locator('.ant-picker-content thead th').first().boundingBox();
  expect(monday!.x).toBeGreaterThanOrEqual(0);
  const back = await panel.locator('.ant-picker-header-prev-btn').first().boundingBox();
  expect(back!.x).toBeGreaterThanOrEqual(0);
  await outside.click();
  await panel.waitFor({ state: 'hidden' });
}
