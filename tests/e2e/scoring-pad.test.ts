import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MatchEvent } from '../../server/src/modules/matches/events/match-event.entity.js';
import { Match, MatchStatus } from '../../server/src/modules/matches/match.entity.js';
import { ActivityLog } from '../../server/src/modules/users/activity-log.entity.js';
import { ScoringPage, signInAs, waitForText } from './pages/ScoringPage.js';
import { newPage, VIEWPORTS } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

/** Marks the loaded document, so a test can prove a change arrived without a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __noReload: boolean }).__noReload = true;
  });
}
async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as { __noReload?: boolean }).__noReload === true);
}

/** A raw browser error must never reach the scorer. */
async function noRawErrors(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(/failed to fetch|networkerror/i);
}

/** Every button has a name and every field a label (the pad is used one-handed, and by screen readers). */
async function controlsAreNamed(page: Page): Promise<void> {
  for (const control of await page.getByRole('button').all()) {
    expect((await control.innerText()).trim() || (await control.getAttribute('aria-label'))).toBeTruthy();
  }
  for (const field of await page.locator('select, input:not([type=hidden]), textarea').all()) {
    // A field element as the browser has it (the tests compile without the DOM library).
    type Field = { labels: { length: number } | null; hasAttribute(name: string): boolean; outerHTML: string };
    const labelled = await field.evaluate((element) => {
      const input = element as unknown as Field;
      return (input.labels?.length ?? 0) > 0 || input.hasAttribute('aria-label');
    });
    expect(labelled, await field.evaluate((element) => (element as unknown as Field).outerHTML.slice(0, 120))).toBe(
      true,
    );
  }
}

describe('the scoring pad in Chromium, at phone size', () => {
  const e2e = useSiteInBrowser();

  async function demoMatch(home: string, away: string): Promise<Match> {
    return e2e.site
      .em()
      .findOneOrFail(Match, { homeTeam: { name: home }, awayTeam: { name: away } }, { populate: ['homeTeam'] });
  }

  async function storedEvents(matchId: number): Promise<MatchEvent[]> {
    return e2e.site.em().find(MatchEvent, { match: matchId }, { orderBy: { seq: 'asc' } });
  }

  async function scorer(email = 'referee@pitchside.test') {
    const phone = await newPage(e2e.browser, e2e.site.url, VIEWPORTS.phone);
    await signInAs(phone.page, email);
    return { ...phone, pad: new ScoringPage(phone.page) };
  }

  it('scores an over ball by ball: strike rotates, a wicket asks for the next batter, the over for a bowler; undo takes a ball back', async () => {
    const match = await demoMatch('Coral Reef Cricketers', 'Sunset Bay Cricket');
    expect(match.status).toBe(MatchStatus.scheduled);
    const { context, page, pad } = await scorer();
    await pad.open(match.id);
    await pad.openers('Coral Reef Cricketers', 'Ana Brathwaite', 'Ben Chase', 'Carl Holder');
    await controlsAreNamed(page);
    await waitForText(pad.striker, '★ Ana Brathwaite0 (0)');
    await controlsAreNamed(page);

    await pad.tap('1 run');
    await waitForText(pad.padRuns, '1/0');
    await pad.striker.filter({ hasText: 'Ben Chase' }).waitFor();
    await pad.tap('4 runs');
    await pad.tap('Dot ball');
    await pad.tap('Wide');
    await pad.tap('6 runs');
    await waitForText(pad.padRuns, '12/0');
    await waitForText(pad.striker, '★ Ben Chase10 (3)');

    await pad.tap('Wicket');
    await page.getByLabel('How out').selectOption('caught');
    await pad.pick('Fielder', 'Dan Gayle');
    await controlsAreNamed(page);
    await page.getByRole('button', { name: 'Record wicket' }).click();
    await page.getByTestId('pad-sheet').waitFor({ state: 'detached' });
    await waitForText(pad.padRuns, '12/1');
    await pad.pick('New batter (on strike)', 'Eve Lara');
    await pad.tap('2 runs');

    // Six legal balls: the over is done, strike changed ends, and the pad asks who bowls the next.
    await waitForText(pad.padRuns, '14/1');
    await waitForText(pad.padOvers, '1.0 ov');
    await page.getByLabel('Bowler for over 2').waitFor();
    await expect.poll(() => pad.chipTexts()).toEqual(['1', '4', '•', 'wd', '6', 'W', '2']);
    await waitForText(pad.homeScore, '14/1');

    let stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([stored.status, stored.homeTeamScore, stored.homeWickets, stored.homeBalls, stored.seq]).toEqual([
      MatchStatus.in_progress,
      14,
      1,
      6,
      7,
    ]);

    await pad.tap('Undo last ball');
    await waitForText(pad.padRuns, '12/1');
    await waitForText(pad.padOvers, '0.5 ov');
    // The wicket is the last ball again: the log does not say who came in, so the pad asks once more.
    await page.getByLabel('New batter (on strike)').waitFor();
    await expect.poll(() => pad.chipTexts()).toEqual(['1', '4', '•', 'wd', '6', 'W']);
    stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([stored.homeTeamScore, stored.homeBalls, stored.seq]).toEqual([12, 5, 8]);
    expect((await storedEvents(match.id)).map((event) => event.kind).at(-1)).toBe('undo');
    await noRawErrors(page);
    await context.close();
  });

  it('offline at the ground: taps wait on the phone ("3 waiting") and arrive in order when it reconnects', async () => {
    const match = await demoMatch('Harbour Lights XI', 'Sunset Bay Cricket');
    const { context, page, pad } = await scorer();
    await pad.open(match.id);
    await pad.openers('Sunset Bay Cricket', 'Gus Logie', 'Hal Hooper', 'Ian Bishop');
    await pad.tap('1 run');
    // Stored and read back: the card (the server's) credits the run.
    await waitForText(page.getByTestId('non-striker'), 'Gus Logie1 (1)');

    await context.setOffline(true);
    await pad.tap('4 runs');
    await pad.tap('Dot ball');
    await pad.tap('2 runs');
    await waitForText(pad.queueCount, '3 waiting');
    // The pad goes on from the waiting balls: their runs, their strike, their chips.
    await waitForText(pad.padRuns, '7/0');
    await expect.poll(() => pad.chipTexts()).toEqual(['1', '4', '•', '2']);
    await waitForText(pad.striker, '★ Hal Hooper0 (0)');
    expect((await storedEvents(match.id)).length).toBe(1);
    await noRawErrors(page);

    await context.setOffline(false);
    await pad.queueCount.waitFor({ state: 'detached', timeout: 15_000 });
    await waitForText(pad.awayScore, '7/0');
    const events = await storedEvents(match.id);
    expect(events.map((event) => [event.seq, event.payload.runs])).toEqual([
      [1, 1],
      [2, 4],
      [3, 0],
      [4, 2],
    ]);
    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([stored.awayTeamScore, stored.awayBalls, stored.seq]).toEqual([7, 4, 4]);
    await noRawErrors(page);
    await context.close();
  });

  it('two phones on one match: each sees the other’s ball without a reload; a stale tap is shown, not counted twice', async () => {
    const match = await demoMatch('Coral Reef Cricketers', 'Blue Mountain CC');
    await e2e.site.em().nativeUpdate(Match, { id: match.id }, { status: MatchStatus.scheduled });
    const a = await scorer('referee@pitchside.test');
    const b = await scorer('admin@pitchside.test');
    await a.pad.open(match.id);
    await b.pad.open(match.id);
    await markDocument(b.page);

    await a.pad.openers('Blue Mountain CC', 'Jo Root', 'Kai Ramdin', 'Lee Germon');
    await a.pad.tap('1 run');
    await waitForText(a.pad.padRuns, '1/0');
    // Phone B follows through the subscription: the ball, and who is in after it.
    await waitForText(b.pad.padRuns, '1/0');
    await waitForText(b.pad.striker, '★ Kai Ramdin0 (0)');
    expect(await stillSameDocument(b.page)).toBe(true);

    // B loses the connection and taps the next ball; A records it first.
    await b.context.setOffline(true);
    await b.pad.tap('4 runs');
    await waitForText(b.pad.queueCount, '1 waiting');
    await a.pad.tap('2 runs');
    await waitForText(a.pad.padRuns, '3/0');
    // The pad counts a tap before the server has it: wait until A's ball is stored, or B's held tap, sent on
    // reconnecting, may reach a loaded server first (and rightly be stored in its place).
    await a.pad.queueCount.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedEvents(match.id)).at(-1)?.payload.runs).toBe(2);

    await b.context.setOffline(false);
    // The phone finds out on its next send (the online event, else its 3 s retry) and reads the log again: on a
    // loaded CI machine that took longer than 15 s once, so it gets the suite's usual 30.
    await b.pad.staleNotice.waitFor({ timeout: 30_000 });
    await b.pad.staleNotice.getByText(/Lee Germon to Kai Ramdin: 2 off the bat/).waitFor();
    // One total: B's held 4 is not counted, so the pad's panel and the card above it both say 3/0.
    await waitForText(b.pad.padRuns, '3/0');
    await waitForText(b.pad.awayScore, '3/0');
    await waitForText(b.page.getByTestId('pad-pending-note'), '1 tap held on this phone, not counted.');
    await b.page.getByRole('button', { name: 'Drop my tap' }).click();
    await waitForText(b.pad.padRuns, '3/0');
    await b.pad.queueCount.waitFor({ state: 'detached' });
    expect(await stillSameDocument(b.page)).toBe(true);

    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    // Two balls after the postponement the demo's log holds for the match.
    expect([stored.awayTeamScore, stored.seq]).toEqual([3, match.seq + 2]);
    await noRawErrors(b.page);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('a refused tap and the two taps behind it survive a reload, are shown with the reason, and are fixed and sent', async () => {
    const match = await demoMatch('Blue Mountain Rovers FC', 'Nevis Peak FC');
    const { context, page, pad } = await scorer();
    await pad.open(match.id);
    await pad.tap('Kick off');
    await waitForText(pad.minute, "1'");

    // The clock and the minute agree: a goal at 70' while the clock says 1' is refused before it is queued.
    await pad.tap('Goal for Blue Mountain Rovers FC');
    await pad.pick('Player', 'Tye Haynes');
    const sheet = page.getByTestId('pad-sheet');
    await sheet.getByLabel('Minute').fill('70');
    await waitForText(page.getByTestId('minute-problem'), "The match clock says 1': 70' has not been played yet");
    expect(await sheet.getByRole('button', { name: 'Record goal' }).isDisabled()).toBe(true);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Added time in the first minute: the server refuses it (its Laws), and the pad keeps it with the reason.
    await pad.footballEvent('Goal for Blue Mountain Rovers FC', 'Record goal', 'Tye Haynes', {
      minute: 1,
      addedTime: 2,
    });
    await waitForText(pad.refusalReason, 'Added time follows the last minute of a period (45)');
    // Two more taps: they wait behind it, not sent.
    await pad.footballEvent('Yellow card for Nevis Peak FC', 'Record yellow card', 'Ola Nevis', { minute: 1 });
    await pad.footballEvent('Goal for Nevis Peak FC', 'Record goal', 'Ola Nevis', { minute: 1 });
    await waitForText(pad.queueCount, '3 waiting');
    await expect
      .poll(() => pad.heldTexts())
      .toEqual(["Yellow card · Ola Nevis · Nevis Peak FC · 1'", "Goal · Ola Nevis · Nevis Peak FC · 1'"]);
    expect((await storedEvents(match.id)).length).toBe(1);

    // A reload loses none of them: the refused tap with its reason and code, the two behind it, still unsent.
    await page.reload();
    await pad.liveScore.waitFor();
    await expect
      .poll(() => pad.refusedTap.innerText())
      .toBe("Refused: Goal · Tye Haynes · Blue Mountain Rovers FC · 1+2'");
    await waitForText(pad.refusalReason, 'Added time follows the last minute of a period (45)');
    await waitForText(pad.refusalCode, 'BAD_USER_INPUT');
    await waitForText(pad.queueCount, '3 waiting');
    await expect
      .poll(() => pad.heldTexts())
      .toEqual(["Yellow card · Ola Nevis · Nevis Peak FC · 1'", "Goal · Ola Nevis · Nevis Peak FC · 1'"]);
    await controlsAreNamed(page);
    expect((await storedEvents(match.id)).length).toBe(1);

    // Fixed (no added time) and sent: it goes first, then the two that waited, in the order tapped.
    await pad.tap('Fix it');
    await pad.fixForm.getByLabel('Added time').fill('0');
    await pad.fixForm.getByRole('button', { name: 'Send the fix' }).click();
    await pad.queueCount.waitFor({ state: 'detached', timeout: 15_000 });
    await pad.refused.waitFor({ state: 'detached' });
    await waitForText(pad.homeScore, '1');
    await waitForText(pad.awayScore, '1');
    const events = await storedEvents(match.id);
    expect(
      events.map((event) => {
        const input = event.payload.input as { kind: string; minute?: number; addedTime?: number | null };
        return [event.seq, input.kind, input.minute ?? null, input.addedTime ?? null];
      }),
    ).toEqual([
      [1, 'PERIOD_START', null, null],
      [2, 'GOAL', 1, null],
      [3, 'YELLOW_CARD', 1, null],
      [4, 'GOAL', 1, null],
    ]);
    await noRawErrors(page);
    await context.close();
  });

  it('a completed football match is corrected with a reason, which the activity log shows', async () => {
    const match = await demoMatch('Nevis Peak FC', 'Essequibo Stars FC');
    const { context, page, pad } = await scorer();
    await pad.open(match.id);
    await pad.tap('Kick off');
    await waitForText(pad.minute, "1'");
    await pad.tap('Goal for Nevis Peak FC');
    await pad.pick('Player', 'Kim Collins');
    await page.getByRole('button', { name: 'Record goal' }).click();
    await waitForText(pad.homeScore, '1');
    await page
      .getByTestId('football-events')
      .getByText(/Goal · Kim Collins · Nevis Peak FC/)
      .waitFor();
    await pad.tap('End the first half');
    await pad.tap('Start the second half');
    await pad.tap('End the second half');
    await waitForText(pad.status, 'FINAL');

    await pad.tap('Correct the result');
    await page.getByLabel('Why correct it?').fill('Full time was called early by mistake');
    await pad.tap('Undo the last event');
    await waitForText(pad.status, 'LIVE');
    await pad.tap('End the second half');
    await waitForText(pad.status, 'FINAL');

    const logged = await e2e.site.em().findOneOrFail(ActivityLog, { action: 'match_corrected' as never });
    expect(logged.details).toContain('Full time was called early by mistake');
    const admin = await scorer('admin@pitchside.test');
    await admin.page.goto('/admin');
    await admin.page
      .getByTestId('activity-list')
      .getByText(/Full time was called early by mistake/)
      .waitFor();
    await Promise.all([context.close(), admin.context.close()]);
  });

  it('innings events from the pad: a rain revision, a declaration, a revised target for the chase', async () => {
    const match = await demoMatch('Harbour Lights XI', 'Blue Mountain CC');
    const { context, page, pad } = await scorer();
    await pad.open(match.id);
    // The demo's live match holds totals only: the pad says the log starts with the first event.
    await page.getByTestId('totals-only').waitFor();
    await pad.openers('Harbour Lights XI', 'Darren Joseph', 'Kimani Felix', 'Nick Pooran');
    await pad.tap('4 runs');
    await waitForText(pad.padRuns, '4/0');

    const sheet = page.getByTestId('pad-sheet');
    await pad.tap('Rain revision (DLS)');
    await page.getByLabel('Revised overs').fill('10');
    await sheet.getByRole('button', { name: 'Record the revision' }).click();
    await sheet.waitFor({ state: 'detached' });
    await pad.tap('Declare');
    await sheet.getByRole('button', { name: 'Declare' }).click();
    await page.getByText('Innings 2 · Blue Mountain CC batting').waitFor();

    await pad.openers(null, 'Omar Ali', 'Paul Wint', 'Roston Alexander');
    await pad.tap('Rain revision (DLS)');
    await page.getByLabel('Revised overs').fill('5');
    await page.getByLabel('Revised target').fill('30');
    await sheet.getByRole('button', { name: 'Record the revision' }).click();
    await page.getByText('Target 30: 30 needed').waitFor();

    const events = await storedEvents(match.id);
    // The kick-off the demo logged for the match's totals, then the pad's events.
    expect(events.map((event) => event.kind)).toEqual(['start', 'delivery', 'revise', 'close', 'revise']);
    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([stored.homeTeamScore, stored.homeBalls, stored.revisedOvers, stored.revisedTarget]).toEqual([4, 1, 5, 30]);
    await noRawErrors(page);
    await context.close();
  });

  it('a points sport: one tap per point, undo takes one back; lightning abandons it as no result', async () => {
    const match = await demoMatch('Sunset Bay Volley', 'Essequibo Stars Volley');
    const { context, page, pad } = await scorer('admin@pitchside.test');
    await pad.open(match.id);
    await pad.tap('Point for Sunset Bay Volley');
    await waitForText(pad.homeScore, '1');
    await pad.tap('Point for Sunset Bay Volley');
    await pad.tap('Point for Essequibo Stars Volley');
    await waitForText(pad.homeScore, '2');
    await waitForText(pad.awayScore, '1');
    await pad.tap('Undo last point');
    await waitForText(pad.awayScore, '0');
    const stored = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([stored.status, stored.homeTeamScore, stored.awayTeamScore, stored.seq]).toEqual([
      MatchStatus.in_progress,
      2,
      0,
      4,
    ]);

    // Lightning: the match ends as no result with the score as it stands.
    await pad.tap('Abandon: no result');
    await page.getByLabel('Why was play abandoned?').fill('Lightning');
    await pad.tap('Abandon the match');
    await waitForText(page.getByTestId('completed-note'), 'Play was abandoned: the match counts as no result.');
    const abandoned = await e2e.site.em().findOneOrFail(Match, { id: match.id }, { refresh: true });
    expect([abandoned.status, abandoned.resultKind, abandoned.homeTeamScore, abandoned.seq]).toEqual([
      MatchStatus.completed,
      'no_result',
      2,
      5,
    ]);
    await noRawErrors(page);
    await context.close();
  });
});
