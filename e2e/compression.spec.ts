import { expect, test } from './support/fixtures';

/**
 * The built app goes out precompressed (@fastify/static's `preCompressed`); scripts/check-js-budget.mjs
 * checks the built files themselves.
 */
test.describe('compressed delivery of the built app', () => {
  for (const encoding of ['br', 'gzip']) {
    test(`/ and its scripts are sent as ${encoding}`, async ({ request }) => {
      const headers = { 'accept-encoding': encoding };
      const page = await request.get('/', { headers });
      expect(page.headers()['content-encoding']).toBe(encoding);
      expect(page.headers().vary).toContain('accept-encoding');
      expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers()['cache-control']).toBe('no-cache');

      const html = await page.text();
      // `/` arrives prerendered: the app's root holds the home page's markup.
      expect(html).toContain('<div id="root"><');
      const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        ([, url]) => url,
      );
      expect(scripts.length).toBeGreaterThan(1);
      for (const url of scripts) {
        const asset = await request.get(url ?? '', { headers });
        expect(asset.status(), url).toBe(200);
        expect(asset.headers()['content-encoding'], url).toBe(encoding);
        expect(asset.headers().vary, url).toContain('accept-encoding');
        expect(asset.headers()['content-type'], url).toMatch(
          /^(application\/javascript|text\/css); charset=utf-8$/,
        );
        expect(asset.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
        // Playwright decodes the body: a JS or CSS text, not compressed bytes.
        expect((await asset.body()).length, url).toBeGreaterThan(Number(asset.headers()['content-length']));
      }
    });
  }

  test('the browser receives every script of / compressed', async ({ page }) => {
    const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.push({
        url: response.url(),
        encoding: (await response.allHeaders())['content-encoding'],
        bytes: sizes.responseBodySize,
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(['br', 'gzip'], script.url).toContain(script.encoding);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    // The front-end budget as actually sent.
    expect(total).toBeLessThanOrEqual(100 * 1024);
    test.info().annotations.push({
      type: 'javascript-on-/',
      description: `${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB as sent (${scripts[0]?.encoding})`,
    });
  });
});
