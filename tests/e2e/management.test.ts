import { describe, expect, it } from 'vitest';
import { Registration } from '../../server/src/modules/tournaments/registration.entity.js';
import {
  ClubsPage,
  RosterPage,
  signInAs,
  TeamsPage,
  TournamentManagePage,
  TournamentsPage,
} from './pages/ManagementPages.js';
import { newPage } from './support/browser.js';
import { useSiteInBrowser } from './support/suite.js';

describe('management in Chromium', () => {
  const e2e = useSiteInBrowser();

  it('a club owner builds a team; an organiser publishes a tournament and sees the team registered', async () => {
    const owner = await newPage(e2e.browser, e2e.site.url);
    const organiser = await newPage(e2e.browser, e2e.site.url);
    await signInAs(owner.page, 'owner@pitchside.test');
    await signInAs(organiser.page, 'admin@pitchside.test');

    // The club owner creates a club; the browser refuses a nameless one first and the modal stays open.
    const clubs = new ClubsPage(owner.page);
    await clubs.open();
    await clubs.startCreate();
    await clubs.dialog.submit('Create Club');
    await clubs.dialog.root.getByText('Club name is required').waitFor();
    await clubs.dialog.field('Club name').fill('Grenada Spice SC');
    await clubs.dialog.field('Location').fill("St George's, Grenada");
    await clubs.dialog.field('Contact email').fill('hello@spice.example');
    await clubs.dialog.submit('Create Club');
    await clubs.dialog.waitClosed();
    const club = clubs.card('Grenada Spice SC');
    await club.waitFor();
    expect(await club.getByTestId('team-count').innerText()).toBe('0 teams');

    // ...then a team of that club, from the club's View Teams.
    await club.getByRole('link', { name: 'View Teams' }).click();
    await owner.page.waitForURL(/\/teams\?club=\d+$/);
    const teams = new TeamsPage(owner.page);
    await owner.page.getByText('No teams yet').waitFor();
    await teams.startCreate();
    await teams.dialog.field('Team name').fill('Spice Island XI');
    expect(await teams.dialog.field(/^Club/).inputValue()).not.toBe('');
    await teams.dialog.field('Home ground').fill('National Cricket Stadium');
    await teams.dialog.field('Founded date').fill('2004-05-01');
    await teams.dialog.submit('Create Team');
    await teams.dialog.waitClosed();
    const team = teams.card('Spice Island XI');
    await team.waitFor();
    expect(await team.getByTestId('team-club').innerText()).toBe('Grenada Spice SC');
    expect(await team.getByText('Founded 2004').count()).toBe(1);

    // ...and adds players to its roster.
    await team.getByRole('link', { name: 'View Roster' }).click();
    await owner.page.waitForURL(/\/teams\/\d+$/);
    const roster = new RosterPage(owner.page);
    await owner.page.getByText('No players yet').waitFor();
    await roster.addPlayer({ name: 'Andre Fletcher', jersey: '7', position: 'Batsman (cricket)', captain: true });
    await roster.addPlayer({ name: 'Devon Smith', jersey: '12', position: 'Wicket-keeper (cricket)' });
    await roster.rows.nth(1).waitFor();
    expect(await roster.rows.allInnerTexts()).toEqual([
      expect.stringMatching(/7\s+Andre Fletcher\s+C\s+Batsman \(cricket\)/),
      expect.stringMatching(/12\s+Devon Smith\s+Wicket-keeper \(cricket\)/),
    ]);
    // A taken jersey is refused before sending.
    await owner.page.getByRole('button', { name: 'Add Player' }).click();
    await roster.dialog.field('Player name').fill('Someone Else');
    await roster.dialog.field('Jersey number').fill('7');
    await roster.dialog.submit('Add Player');
    await roster.dialog.root.getByText('Jersey number 7 is already taken in this team').waitFor();
    await roster.dialog.root.getByRole('button', { name: 'Cancel' }).click();
    await roster.dialog.waitClosed();

    // The organiser creates a tournament, which starts as a draft, and publishes it.
    const tournaments = new TournamentsPage(organiser.page);
    await tournaments.open();
    await tournaments.startCreate();
    await tournaments.dialog.field('Tournament name').fill('Spice Isle T20');
    await tournaments.dialog.field('Sport').selectOption('cricket');
    await tournaments.dialog.field('Start date').fill('2027-03-01');
    await tournaments.dialog.field('End date').fill('2027-02-01');
    await tournaments.dialog.submit('Create Tournament');
    await tournaments.dialog.root.getByText('End date must be on or after the start date').waitFor();
    await tournaments.dialog.field('End date').fill('2027-03-14');
    await tournaments.dialog.field('Max teams').fill('8');
    await tournaments.dialog.field('Entry fee ($)').fill('150');
    await tournaments.dialog.field('Venue info').fill('National Cricket Stadium');
    await tournaments.dialog.submit('Create Tournament');
    await tournaments.dialog.waitClosed();
    const card = tournaments.card('Spice Isle T20');
    await card.getByText('Draft').waitFor();
    expect(await card.getByText('Entry fee $150').count()).toBe(1);
    await card.getByRole('link', { name: 'Manage' }).click();
    await organiser.page.waitForURL(/\/tournaments\/\d+\/manage$/);
    const manage = new TournamentManagePage(organiser.page);
    expect(await manage.badge.innerText()).toBe('Draft');
    await organiser.page.getByRole('button', { name: 'Publish' }).click();
    await manage.badge.filter({ hasText: 'Published' }).waitFor();
    expect(await organiser.page.getByRole('link', { name: 'Fixtures' }).getAttribute('href')).toMatch(
      /^\/tournaments\/\d+\/fixtures$/,
    );

    // The club owner registers the team into the published tournament.
    await owner.page.reload();
    await roster.registerFor('Spice Isle T20');
    await owner.page.getByText(/Spice Isle T20 · starts/).waitFor();

    // The organiser sees the team registered.
    await organiser.page.reload();
    await manage.registeredTeams.first().waitFor();
    expect(await manage.registeredTeams.allInnerTexts()).toEqual([expect.stringContaining('Spice Island XI')]);
    expect(await organiser.page.getByTestId('registered-count').innerText()).toBe('1 of 8 teams');
    expect(await e2e.site.em().count(Registration, { team: { name: 'Spice Island XI' } })).toBe(1);

    await owner.context.close();
    await organiser.context.close();
  });
});
