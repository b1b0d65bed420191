import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MatchEvent } from '../../server/src/modules/matches/events/match-event.entity.js';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { PlayerPosition, TeamMember } from '../../server/src/modules/teams/team-member.entity.js';
import { ScoringPage, signInAs, waitForText } from './pages/ScoringPage.js';
import { NARROW_PHONE, newPage } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

// A football match day end to end: the scorer sets both line-ups with their formations and the officials on
// the pad before kick-off, kicks off, makes a substitution from the bench and taps the statistics; the public
// match page shows the pitch, the benches, the officials and FotMob's bars at phone and laptop sizes.

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-football-lineups';
const LAPTOP = { width: 1280, height: 800 } as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const SUNSET = [
  ['Jerome Baptiste', PlayerPosition.goalkeeper],
  ['Kevon Carter', PlayerPosition.defender],
  ['Aaron Lewis', PlayerPosition.defender],
  ['Sheldon Bateau', PlayerPosition.defender],
  ['Mekeil Williams', PlayerPosition.defender],
  ['Khaleem Hyland', PlayerPosition.midfielder],
  ['Kevin Molino', PlayerPosition.midfielder],
  ['Andre Fortune', PlayerPosition.midfielder],
  ['Levi Garcia', PlayerPosition.forward],
  ['Reon Moore', PlayerPosition.forward],
  ['Ryan Telfer', PlayerPosition.forward],
  ['Marvin Phillip', PlayerPosition.goalkeeper],
  ['Justin Garcia', PlayerPosition.defender],
  ['Daniel Phillips', PlayerPosition.midfielder],
  ['Dante Sealy', PlayerPosition.forward],
  ['Nathaniel James', PlayerPosition.midfielder],
] as const;

/** Harbour Lights FC has four players in the demo; twelve more make a squad. */
const HARBOUR = [
  ['Vino Barclett', PlayerPosition.defender],
  ['Pernal Williams', PlayerPosition.defender],
  ['Troy Greene', PlayerPosition.defender],
  ['Sidney Emmanuel', PlayerPosition.midfielder],
  ['Zane Jn Baptiste', PlayerPosition.midfielder],
  ['Kyle Joseph', PlayerPosition.midfielder],
  ['Tafari Abraham', PlayerPosition.forward],
  ['Cassius Joseph', PlayerPosition.forward],
  ['Rickson Felix', PlayerPosition.goalkeeper],
  ['Eden Charles', PlayerPosition.defender],
  ['Shaquille Mitchel', PlayerPosition.midfielder],
  ['Jaden Albert', PlayerPosition.forward],
] as const;

describe('a football line-up, a substitution and the statistics, pad to public page, in Chromium', () => {
  const e2e = useSiteInBrowser();
  let match: Match;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const em = e2e.site.em();
    match = await em.findOneOrFail(
      Match,
      { homeTeam: { name: 'Sunset Bay United' }, awayTeam: { name: 'Harbour Lights FC' } },
      { populate: ['homeTeam', 'awayTeam'] },
    );
    SUNSET.forEach(([name, position], index) =>
      em.create(TeamMember, { team: match.homeTeam!, name, position, jerseyNumber: index + 1 }),
    );
    HARBOUR.forEach(([name, position], index) =>
      em.create(TeamMember, { team: match.awayTeam!, name, position, jerseyNumber: index + 5 }),
    );
    await em.flush();
  });

  it('sets the line-ups before kick-off, substitutes from the bench, tallies; the match page shows them', async () => {
    expect(match.status).toBe(MatchStatus.scheduled);
    const phone = await newPage(e2e.browser, e2e.site.url, NARROW_PHONE);
    const { page } = phone;
    const pad = new ScoringPage(page);
    await signInAs(page, 'referee@pitchside.test');
    await pad.open(match.id);

    // Home: 4-3-3, the XI suggested from the roster's positions.
    await pad.tap('Line-up for Sunset Bay United');
    const sheet = page.getByTestId('pad-sheet');
    await sheet.getByRole('button', { name: '4-3-3', exact: true }).click();
    expect(await sheet.getByLabel('Goalkeeper', { exact: true }).locator('option:checked').innerText()).toBe(
      '1. Jerome Baptiste',
    );
    await shot(page, 'pad-lineup-sheet-375');
    await sheet.getByRole('button', { name: 'Set line-up' }).click();
    await sheet.waitFor({ state: 'detached' });
    await waitForText(page.getByTestId('lineup-button-home'), 'Sunset Bay United: 4-3-3 ✓');

    // Away: a formation that does not add up is refused on the pad; 4-2-3-1 is typed in.
    await pad.tap('Line-up for Harbour Lights FC');
    const formation = sheet.getByLabel('Formation', { exact: true });
    await formation.fill('4-4-3');
    await waitForText(page.getByTestId('lineup-problem'), 'A formation places 10 outfield players: 4-4-3 places 11');
    expect(await sheet.getByRole('button', { name: 'Set line-up' }).isDisabled()).toBe(true);
    await formation.fill('4-2-3-1');
    await sheet.getByLabel('Attack 1', { exact: true }).selectOption({ label: '12. Cassius Joseph' });
    await sheet.getByRole('button', { name: 'Set line-up' }).click();
    await sheet.waitFor({ state: 'detached' });
    await waitForText(page.getByTestId('lineup-button-away'), 'Harbour Lights FC: 4-2-3-1 ✓');

    // The officials.
    await pad.tap('Officials');
    await sheet.getByLabel('Referee', { exact: true }).fill('Crystal Sobers');
    await sheet.getByLabel('Assistant referee 1', { exact: true }).fill('Kimberly Moreira');
    await sheet.getByLabel('Assistant referee 2', { exact: true }).fill('Princess Brown');
    await sheet.getByLabel('Fourth official', { exact: true }).fill('Oshane Nation');
    await sheet.getByRole('button', { name: 'Save officials' }).click();
    await sheet.waitFor({ state: 'detached' });
    await waitForText(page.getByTestId('pad-officials'), 'Referee: Crystal Sobers');
    // Line-ups and officials keep the match scheduled until kick-off.
    expect((await e2e.site.em().findOneOrFail(Match, match.id)).status).toBe(MatchStatus.scheduled);

    // A fan sees the team sheets before kick-off.
    const early = await newPage(e2e.browser, e2e.site.url, NARROW_PHONE);
    await early.page.goto(`/match/${match.id}`);
    const announced = early.page.getByTestId('pre-match-lineups');
    await announced.getByTestId('pitch').waitFor();
    expect(await announced.getByTestId('pitch-half-away').getByTestId('pitch-player').count()).toBe(11);
    expect(await announced.getByTestId('formation-away').innerText()).toContain('4-2-3-1');
    await announced.screenshot({ path: `${SHOTS}/match-prematch-panel-375.png` });
    await early.context.close();

    await pad.tap('Kick off');
    await waitForText(pad.minute, "1'");

    // The substitution draws from the line-up: only players on the pitch go off, only the bench comes on.
    await pad.tap('Substitution for Sunset Bay United');
    const off = sheet.getByLabel('Player off', { exact: true });
    const on = sheet.getByLabel('Player on', { exact: true });
    expect(await off.locator('option', { hasText: 'Dante Sealy' }).count()).toBe(0);
    expect(await on.locator('option', { hasText: 'Levi Garcia' }).count()).toBe(0);
    await off.selectOption({ label: '9. Levi Garcia' });
    await on.selectOption({ label: '15. Dante Sealy' });
    // The minute comes from the clock.
    expect(await sheet.getByLabel('Minute', { exact: true }).inputValue()).toBe('1');
    await sheet.getByRole('button', { name: 'Record substitution' }).click();
    await sheet.waitFor({ state: 'detached' });

    // The tallies: each tap an event; −1 takes one back.
    const taps = [
      'Corners +1 for Sunset Bay United',
      'Corners +1 for Sunset Bay United',
      'Corners +1 for Sunset Bay United',
      'On target +1 for Sunset Bay United',
      'Off target +1 for Sunset Bay United',
      'Off target +1 for Harbour Lights FC',
      'Fouls +1 for Harbour Lights FC',
      'Offsides +1 for Harbour Lights FC',
      'Corners −1 for Sunset Bay United',
    ];
    for (const name of taps) await pad.tap(name);
    await page.getByLabel('Possession, Sunset Bay United %', { exact: true }).fill('58');
    await pad.tap('Set possession');
    await waitForText(page.getByTestId('pad-possession'), 'Possession 58% – 42%');
    await waitForText(page.getByTestId('stat-home-CORNERS'), '2');
    await waitForText(page.getByTestId('stat-home-SHOTS'), '2');
    await waitForText(page.getByTestId('stat-away-OFFSIDES'), '1');
    await shot(page, 'pad-stats-375');
    const stored = await e2e.site.em().find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    const kinds = stored.map((event) => (event.payload.input as { kind: string }).kind);
    expect(kinds).toEqual([
      'LINEUP',
      'LINEUP',
      'OFFICIALS',
      'PERIOD_START',
      'SUBSTITUTION',
      ...taps.map(() => 'STAT'),
      'POSSESSION',
    ]);

    // The public match page, at a phone's width and a laptop's.
    for (const size of [NARROW_PHONE, LAPTOP]) {
      const fan = await newPage(e2e.browser, e2e.site.url, size);
      const view = fan.page;
      await view.goto(`/match/${match.id}`);
      await view.getByTestId('match-minute').waitFor();
      expect(await view.getByTestId('match-minute').innerText()).toMatch(/^\d+'$/);
      await view.getByTestId('tab-lineups').click();
      const pitch = view.getByTestId('pitch');
      await pitch.waitFor();
      expect(await view.getByTestId('formation-home').innerText()).toContain('4-3-3');
      expect(await view.getByTestId('formation-away').innerText()).toContain('4-2-3-1');
      expect(await view.getByTestId('pitch-half-home').getByTestId('pitch-player').count()).toBe(11);
      expect(await view.getByTestId('pitch-half-away').getByTestId('pitch-player').count()).toBe(11);
      expect(await view.getByTestId('pitch-half-home').getByTestId('pitch-subbed-off').innerText()).toBe("↓ 1'");
      expect(await view.getByTestId('bench-home').getByTestId('bench-subbed-on').innerText()).toBe(
        "↑ 1' for Levi Garcia",
      );
      expect(await view.getByTestId('football-officials').innerText()).toContain('Crystal Sobers');
      // Nothing runs off the side of the page.
      const overflow = await view.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
        return root.documentElement.scrollWidth;
      });
      expect(overflow).toBeLessThanOrEqual(size.width);
      await shot(view, `match-lineups-${size.width}`);
      await view.getByTestId('panel-lineups').screenshot({ path: `${SHOTS}/match-lineups-panel-${size.width}.png` });

      await view.getByTestId('tab-stats').click();
      const lines = view.getByTestId('football-stats').getByTestId('stat-line');
      await lines.first().waitFor();
      expect(await Promise.all((await lines.all()).map((line) => line.getAttribute('aria-label')))).toEqual([
        'Ball possession: Sunset Bay United 58%, Harbour Lights FC 42%',
        'Total shots: Sunset Bay United 2, Harbour Lights FC 1',
        'Shots on target: Sunset Bay United 1, Harbour Lights FC 0',
        'Corners: Sunset Bay United 2, Harbour Lights FC 0',
        'Fouls: Sunset Bay United 0, Harbour Lights FC 1',
        'Offsides: Sunset Bay United 0, Harbour Lights FC 1',
      ]);
      await shot(view, `match-stats-${size.width}`);
      await view.getByTestId('panel-stats').screenshot({ path: `${SHOTS}/match-stats-panel-${size.width}.png` });
      await fan.context.close();
    }
    await phone.context.close();
  }, 180_000);
});
