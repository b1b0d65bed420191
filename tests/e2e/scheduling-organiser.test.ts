// The organiser schedules a tournament in Chromium: a venue with two pitches, a rest day, the
// auto-scheduler, then a fixture dragged to another day, a drag onto a day its team already plays
// refused inline, and the keyboard's date field + Move.
import { describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../server/src/modules/users/user.entity.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../support/factories.js';
import { signInAs } from './pages/ManagementPages.js';
import { newPage, VIEWPORTS, waitForApp } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

describe('an organiser’s schedule in Chromium', () => {
  const e2e = useSiteInBrowser({ data: 'empty' });

  it('auto-schedules, drags a fixture to another date, and sees a clash refused', async () => {
    const em = e2e.site.em();
    // An address of its own per attempt: CI's retry runs in the same database, where the first one is taken.
    const email = `schedule-organiser-${Date.now()}@example.test`;
    const creator = await createUser(em, { role: Role.tournament_creator, email });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of ['Anchors', 'Breakers', 'Currents', 'Driftwood']) {
      teams.push(await createTeam(em, club, { name, sport: Sport.cricket }));
    }
    const tournament = await createTournament(em, creator, {
      name: 'Savannah Shield',
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
      startDate: '2026-12-01',
      endDate: '2026-12-10',
    });
    await registerTeams(em, tournament, teams);

    // Tall enough for the whole calendar: a drag that scrolls the page midway starts from whatever card
    // has slid under the pointer.
    const { context, page } = await newPage(e2e.browser, e2e.site.url, {
      width: VIEWPORTS.desktop.width,
      height: 2400,
    });
    await signInAs(page, email);
    await page.goto(`/tournaments/${tournament.id}/fixtures`);
    // On a loaded machine the server's page can come before its buttons work: tap once the app has it.
    await waitForApp(page);
    await page.getByRole('button', { name: 'Generate fixtures' }).click();
    await expect.poll(() => page.getByTestId('fixture-row').count()).toBe(6);
    await page.getByRole('link', { name: 'Schedule by date' }).click();
    const schedule = page.getByTestId('schedule-page');
    await schedule.waitFor();

    const venue = page.getByRole('form', { name: 'Add a venue' });
    await venue.getByLabel('Venue name').fill('Queen’s Park Oval');
    await venue.getByLabel('Pitches (comma-separated)').fill('Main, Nets 2');
    await venue.getByRole('button', { name: 'Add venue' }).click();
    await venue.getByText('Queen’s Park Oval: Main, Nets 2').waitFor();

    const rules = page.getByRole('form', { name: 'Scheduling rules' });
    await rules.getByLabel('Rest days between a team’s matches').fill('1');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await rules.getByText('Saved.').waitFor();

    const auto = page.getByRole('form', { name: 'Auto-schedule' });
    await auto.getByLabel('Kick-off times (HH:MM, comma-separated)').fill('10:00');
    await auto.getByRole('button', { name: 'Schedule fixtures' }).click();
    await auto.getByText('6 fixtures scheduled.').waitFor();

    const day = (date: string) => page.locator(`[data-testid="schedule-day"][data-day="${date}"]`);
    // Round by round, a rest day between: the 1st, 3rd and 5th, both pitches at 10:00.
    for (const date of ['2026-12-01', '2026-12-03', '2026-12-05']) {
      await expect.poll(() => day(date).getByTestId('schedule-fixture').count()).toBe(2);
    }
    expect(await day('2026-12-01').innerText()).toContain('Queen’s Park Oval, Main');

    // Drag a last-round fixture onto the 8th: it moves there, kick-off and pitch kept.
    const lastId = await day('2026-12-05').getByTestId('schedule-fixture').first().getAttribute('data-match-id');
    const last = page.locator(`[data-match-id="${lastId}"]`);
    const moved = (await last.locator('p').first().innerText()).replace(/^10:00 · /, '');
    await last.dragTo(day('2026-12-08'), { sourcePosition: { x: 12, y: 12 } });
    const arrived = day('2026-12-08').getByTestId('schedule-fixture');
    await expect.poll(() => arrived.count()).toBe(1);
    expect(await arrived.innerText()).toContain(`10:00 · ${moved}`);
    await expect.poll(() => day('2026-12-05').getByTestId('schedule-fixture').count()).toBe(1);

    // A first-round fixture dragged onto the 3rd, where both its teams play: refused beside the card.
    const firstId = await day('2026-12-01').getByTestId('schedule-fixture').first().getAttribute('data-match-id');
    const first = page.locator(`[data-match-id="${firstId}"]`);
    await first.dragTo(day('2026-12-03'), { sourcePosition: { x: 12, y: 12 } });
    await first.getByText(/already play on Thu 3 Dec 2026/).waitFor();
    expect(await day('2026-12-03').getByTestId('schedule-fixture').count()).toBe(2);
    await page.screenshot({ path: '/tmp/shots-schedule/schedule-organiser.png', fullPage: true });

    // Without dragging: the date field and Move.
    const otherId = await day('2026-12-05').getByTestId('schedule-fixture').first().getAttribute('data-match-id');
    const other = page.locator(`[data-match-id="${otherId}"]`);
    const label = (await other.locator('p').first().innerText()).replace(/^10:00 · /, '');
    await other.getByLabel('Date').fill('2026-12-10');
    await other.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => day('2026-12-10').getByTestId('schedule-fixture').count()).toBe(1);
    expect(await day('2026-12-10').innerText()).toContain(label);
    await context.close();
  });
});
