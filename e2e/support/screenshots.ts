import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from './public-pages';

/** Kept as CI artefacts. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** With a modal dialog open pass `fullPage: false`: the dialog covers the viewport only. */
export async function screenshotBoth(page: Page, name: string, { fullPage = true } = {}) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${label}.png`, fullPage });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
