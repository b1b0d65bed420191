import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MatchEvent } from '../../server/src/modules/matches/events/match-event.entity.js';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { TeamMember } from '../../server/src/modules/teams/team-member.entity.js';
import { ScoringPage, signInAs, waitForText } from './pages/ScoringPage.js';
import { NARROW_PHONE, newPage } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

// A cricket match day end to end: the toss and both XIs picked on the pad before the first ball, the
// officials, a no-ball and its free hit, a review struck down, an impact player coming in, the powerplay and
// the player of the match; the public match page shows each at phone and laptop sizes.

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-cricket-match-day';
const LAPTOP = { width: 1280, height: 800 } as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const REEF = [
  'Shai Hope',
  'Brandon King',
  'Nicholas Pooran',
  'Shimron Hetmyer',
  'Rovman Powell',
  'Jason Holder',
  'Romario Shepherd',
  'Akeal Hosein',
  'Alzarri Joseph',
  'Gudakesh Motie',
  'Obed McCoy',
  'Sherfane Rutherford',
];
const BAY = [
  'Kyle Mayers',
  'Johnson Charles',
  'Roston Chase',
  'Keacy Carty',
  'Andre Russell',
  'Sunil Narine',
  'Kieron Pollard',
  'Hayden Walsh',
  'Shamar Joseph',
  'Jayden Seales',
  'Oshane Thomas',
];

describe('a cricket match day, pad to public page, in Chromium', () => {
  const e2e = useSiteInBrowser();
  let match: Match;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const em = e2e.site.em();
    match = await em.findOneOrFail(
      Match,
      { homeTeam: { name: 'Coral Reef Cricketers' }, awayTeam: { name: 'Sunset Bay Cricket' } },
      { populate: ['homeTeam', 'awayTeam'] },
    );
    for (const name of REEF) em.create(TeamMember, { team: match.homeTeam!, name });
    for (const name of BAY) em.create(TeamMember, { team: match.awayTeam!, name });
    await em.flush();
  });

  it('takes the toss, the XIs, a free hit, a review struck down and an impact player; the match page shows them', async () => {
    expect(match.status).toBe(MatchStatus.scheduled);
    const phone = await newPage(e2e.browser, e2e.site.url, NARROW_PHONE);
    const { page } = phone;
    const pad = new ScoringPage(page);
    await signInAs(page, 'referee@pitchside.test');
    await pad.open(match.id);
    const sheet = page.getByTestId('pad-sheet');

    // The toss: Sunset Bay win it and field, so Coral Reef bat (the pad no longer asks who bats).
    await page.getByLabel('Toss won by', { exact: true }).selectOption({ label: 'Sunset Bay Cricket' });
    await pad.tap('Chose to field');
    await waitForText(page.getByTestId('pad-toss'), 'Sunset Bay Cricket won the toss and chose to field');

    // The XIs, picked from the rosters: eleven taps, then the twelfth is the impact substitute.
    await pad.tap('Playing XI for Coral Reef Cricketers');
    for (const name of REEF) await sheet.getByRole('button', { name: `${name}: not picked` }).click();
    await waitForText(sheet.getByTestId('xi-count'), 'XI 11/11 · substitutes 1 (12th man, impact list)');
    await shot(page, 'pad-xi-sheet-375');
    await sheet.getByRole('button', { name: 'Save XI' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Playing XI for Coral Reef Cricketers' }).filter({ hasText: '✓' }).waitFor();
    await pad.tap('Playing XI for Sunset Bay Cricket');
    for (const name of BAY) await sheet.getByRole('button', { name: `${name}: not picked` }).click();
    await sheet.getByRole('button', { name: 'Save XI' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Playing XI for Sunset Bay Cricket' }).filter({ hasText: '✓' }).waitFor();

    await pad.tap('Officials');
    await sheet.getByLabel('Umpire 1', { exact: true }).fill('Joel Wilson');
    await sheet.getByLabel('Umpire 2', { exact: true }).fill('Nigel Duguid');
    await sheet.getByLabel('Match referee', { exact: true }).fill('Richie Richardson');
    await sheet.getByRole('button', { name: 'Save officials' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('pad-officials').filter({ hasText: 'Umpires: Joel Wilson, Nigel Duguid' }).waitFor();
    // The toss and the XIs keep the match scheduled until the first ball.
    expect((await e2e.site.em().findOneOrFail(Match, match.id, { refresh: true })).status).toBe(MatchStatus.scheduled);

    // Only the XI is offered: the impact substitute is not among the openers.
    expect(
      await page.getByLabel('Striker', { exact: true }).locator('option', { hasText: 'Sherfane Rutherford' }).count(),
    ).toBe(0);
    await pad.openers(null, 'Shai Hope', 'Brandon King', 'Shamar Joseph');
    await pad.tap('Powerplay: overs 1-6');
    await page.getByRole('button', { name: 'Powerplay: overs 1-6' }).waitFor({ state: 'detached' });

    // A no-ball, then its free hit.
    await pad.tap('No-ball');
    await page.getByTestId('free-hit').waitFor();
    await pad.tap('4 runs');
    await waitForText(pad.padRuns, '5/0');

    // Given out lbw; Coral Reef review, struck down: Hope is out.
    await pad.tap('Review');
    await sheet.getByLabel('Asked by', { exact: true }).selectOption({ label: 'Coral Reef Cricketers' });
    await sheet.getByRole('button', { name: 'Struck down' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('ball-notes').filter({ hasText: 'Review by Coral Reef Cricketers: struck down' }).waitFor();
    await pad.tap('Wicket');
    await page.getByLabel('How out').selectOption('lbw');
    await page.getByRole('button', { name: 'Record wicket' }).click();
    await sheet.waitFor({ state: 'detached' });
    await waitForText(pad.padRuns, '5/1');

    // The impact player comes in for Obed McCoy and walks out to bat.
    await pad.tap('Player in');
    await sheet.getByLabel('Side', { exact: true }).selectOption({ label: 'Coral Reef Cricketers' });
    await sheet.getByLabel('Comes in', { exact: true }).selectOption({ label: 'Sherfane Rutherford' });
    await sheet.getByLabel('Replaces', { exact: true }).selectOption({ label: 'Obed McCoy' });
    await sheet.getByRole('button', { name: 'Impact player' }).click();
    await sheet.waitFor({ state: 'detached' });
    await pad.pick('New batter (on strike)', 'Sherfane Rutherford');
    await shot(page, 'pad-impact-player-375');
    await pad.tap('6 runs');
    await waitForText(pad.padRuns, '11/1');

    await pad.tap('Player of the match');
    await sheet.getByLabel('Player', { exact: true }).selectOption({ label: 'Sherfane Rutherford' });
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByTestId('pad-officials').filter({ hasText: 'Player of the match: Sherfane Rutherford' }).waitFor();

    const stored = await e2e.site.em().find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    expect(stored.map((event) => event.kind)).toEqual([
      'toss',
      'playing xi',
      'playing xi',
      'officials',
      'powerplay',
      'delivery',
      'delivery',
      'delivery',
      'delivery',
      'player of the match',
    ]);
    expect(stored[7].payload.review).toMatchObject({ decision: 'struck down', umpire: 'Joel Wilson' });
    expect(stored[8].payload.replacements).toMatchObject({ match: [{ reason: 'impact_player' }] });

    for (const size of [NARROW_PHONE, LAPTOP]) {
      const fan = await newPage(e2e.browser, e2e.site.url, size);
      const view = fan.page;
      await view.goto(`/match/${match.id}`);
      await view
        .getByTestId('cricket-toss')
        .filter({ hasText: 'Sunset Bay Cricket won the toss and chose to field' })
        .waitFor();
      expect(await view.getByTestId('player-of-match').innerText()).toContain('Sherfane Rutherford');
      const card = view.getByTestId('innings-1');
      expect(await card.getByTestId('reviews').innerText()).toContain('struck down');
      expect(await card.getByTestId('replacements').innerText()).toContain(
        'Impact player: Sherfane Rutherford in for Obed McCoy',
      );
      expect(await card.getByTestId('powerplays').innerText()).toContain('Powerplay (overs 1-6): 11/1');
      expect(await card.getByTestId('yet-to-bat').innerText()).not.toContain('Obed McCoy');
      const overflow = await view.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
        return root.documentElement.scrollWidth;
      });
      expect(overflow).toBeLessThanOrEqual(size.width);
      await shot(view, `match-scorecard-${size.width}`);

      await view.getByTestId('tab-commentary').click();
      await view.getByTestId('commentary').filter({ hasText: 'Free hit:' }).waitFor();
      await shot(view, `match-commentary-${size.width}`);

      await view.getByTestId('tab-lineups').click();
      expect(await view.getByTestId('cricket-xi').count()).toBe(2);
      expect(await view.getByTestId('cricket-xi').first().innerText()).toContain('Sherfane Rutherford');
      expect(await view.getByTestId('cricket-officials').innerText()).toContain('Joel Wilson');
      await shot(view, `match-xis-${size.width}`);
      await fan.context.close();
    }
    await phone.context.close();
  }, 180_000);
});
