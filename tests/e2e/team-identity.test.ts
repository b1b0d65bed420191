import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInAs, TeamsPage } from './pages/ManagementPages.js';
import { StandingsPage } from './pages/PublicPages.js';
import { newPage } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('team identity in Chromium', () => {
  const e2e = useDemoInBrowser();

  it('a club owner gives a team its colours and a crest, and the standings show the crest', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.site.url);
    await signInAs(page, 'owner@pitchside.test');
    const teams = new TeamsPage(page);
    await teams.open();
    const card = teams.card('Harbour Lights XI');
    await card.getByRole('button', { name: 'Manage' }).click();
    await teams.dialog.root.waitFor();

    // A colour that is not a hex code is refused beside its field; nothing is sent.
    await teams.dialog.root.getByLabel('Primary colour', { exact: true }).fill('navy');
    await teams.dialog.submit('Save Changes');
    await teams.dialog.root.getByText('Enter the primary colour as a hex code such as #0e7490').waitFor();
    await teams.dialog.root.getByLabel('Primary colour', { exact: true }).fill('#1d4ed8');
    await teams.dialog.root.getByLabel('Secondary colour', { exact: true }).fill('#facc15');

    // A wrong file is refused in the dialog; a real picture is uploaded and previewed at once.
    const crest = await sharp({
      create: { width: 320, height: 240, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const input = teams.dialog.root.getByTestId('crest-input');
    await input.setInputFiles({ name: 'crest.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await teams.dialog.root.getByText('Upload a PNG, JPEG or WebP picture').waitFor();
    await input.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: crest });
    await teams.dialog.root.getByText('Crest uploaded.').waitFor();
    const preview = teams.dialog.root.getByTestId('crest-preview').locator('img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/crests\/\d+\/128\.webp\?v=[0-9a-f]{16}$/);

    await teams.dialog.submit('Save Changes');
    await teams.dialog.waitClosed();

    // The public table: the crest beside the team's name, the team's text unchanged.
    const standings = new StandingsPage(page);
    await standings.open(e2e.demo.tournaments.islandCup);
    const row = standings.rows.filter({ hasText: 'Harbour Lights XI' });
    const image = row.getByTestId('team-crest');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/crests\/\d+\/64\.webp\?v=[0-9a-f]{16}$/);
    await expect
      .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(64);
    expect((await row.locator('th').innerText()).trim()).toBe('Harbour Lights XI');
    // Teams without a crest show their initials instead.
    expect(await standings.rows.getByTestId('team-initials').count()).toBeGreaterThan(0);
    // Plain elements drawn by the theme's static rules: a round disc with the initials centred in bold, a crest
    // kept whole in its square. (Evaluated in the page; this project's test types have no DOM.)
    type Look = (element: unknown, pseudo?: string) => Record<string, string>;
    type Element = { getAttribute(name: string): string | null };
    const disc = await standings.rows
      .getByTestId('team-initials')
      .first()
      .evaluate((element) => {
        const look = (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle;
        const initials = (element as unknown as Element).getAttribute('data-initials');
        return {
          display: look(element).display,
          round: look(element).borderRadius,
          weight: look(element).fontWeight,
          centred: look(element).justifyContent,
          initials: look(element, '::before').content === `"${initials}"`,
        };
      });
    expect(disc).toEqual({ display: 'flex', round: '9999px', weight: '700', centred: 'center', initials: true });
    const fit = await image.evaluate(
      (element) => (globalThis as unknown as { getComputedStyle: Look }).getComputedStyle(element).objectFit,
    );
    expect(fit).toBe('contain');

    // The team's page: colours and crest in its header.
    await page.goto(`/team/${(await image.getAttribute('src'))!.split('/')[2]}`);
    await page.getByTestId('team-colour-band').waitFor();
    expect(await page.locator('header').getByTestId('team-crest').count()).toBe(1);
    await context.close();
  });
});
