import { describe, expect, it, beforeAll } from 'vitest';
import type { Match } from '../../../server/src/modules/matches/match.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import type { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { expectAllowed, gql, rest, ROLE_LOST, useDemotionWorld, type Power } from './demotion-support.js';

// The match side: a tournament's organiser and a match's referee (demotion-support.ts says what is tried).

describe('a demoted or deactivated person loses every power their role gave, at once', () => {
  const { people, rows, signedIn, setRole, expectAllRefused } = useDemotionWorld();
  let admin: TestClient;
  let cup: Tournament, draft: Tournament;
  let home: Team, away: Team, spare: Team;
  let fixture: Match, live: Match, draftMatch: Match;
  beforeAll(() => {
    ({ admin, cup, draft, home, away, spare, fixture, live, draftMatch } = rows);
  });

  /** What a tournament's creator and a match's official both do to a match: start, score, log, abandon. */
  const scoringPowers = (key: string): Power[] => [
    gql(
      'changeMatchStatus',
      'mutation ($id: Int!) { changeMatchStatus(matchId: $id, status: in_progress) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    gql(
      'updateMatchScore',
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 9 }) { id } }',
      () => ({ id: live.id }),
    ),
    gql(
      'recordFootballEvent',
      `mutation ($id: Int!) {
        recordFootballEvent(matchId: $id, key: "${key}", afterSeq: 0, input: { kind: PERIOD_START, period: FIRST_HALF }) { seq }
      }`,
      () => ({ id: live.id }),
    ),
    gql('abandonMatch', 'mutation ($id: Int!) { abandonMatch(matchId: $id) { id } }', () => ({ id: live.id })),
  ];

  const organiserPowers: Power[] = [
    gql(
      'updateFixture',
      'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "Lost" }) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    ...scoringPowers('lost-1'),
    gql(
      'addMatch',
      'mutation ($t: Int!, $h: Int!, $a: Int!) { addMatch(input: { tournamentId: $t, homeTeamId: $h, awayTeamId: $a }) { id } }',
      () => ({ t: cup.id, h: home.id, a: away.id }),
    ),
    gql('generateFixtures', 'mutation ($t: Int!) { generateFixtures(tournamentId: $t, replace: true) { id } }', () => ({
      t: draft.id,
    })),
    gql(
      'setTournamentPublished',
      'mutation ($t: Int!) { setTournamentPublished(id: $t, published: false) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'updateTournament',
      'mutation ($t: Int!) { updateTournament(id: $t, input: { name: "Lost Cup" }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'registerTeam (as organiser)',
      'mutation ($t: Int!, $team: Int!) { registerTeam(tournamentId: $t, teamId: $team) { id } }',
      () => ({
        t: cup.id,
        team: spare.id,
      }),
    ),
    gql(
      'unregisterTeam (as organiser)',
      'mutation ($t: Int!, $team: Int!) { unregisterTeam(tournamentId: $t, teamId: $team) }',
      () => ({ t: cup.id, team: away.id }),
    ),
    gql(
      'deductPoints',
      'mutation ($t: Int!, $team: Int!) { deductPoints(tournamentId: $t, teamId: $team, points: 1, reason: "Late") { id } }',
      () => ({ t: cup.id, team: home.id }),
    ),
    gql(
      'addStage',
      'mutation ($t: Int!) { addStage(tournamentId: $t, input: { name: "League", format: LEAGUE }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'addVenue',
      'mutation ($t: Int!) { addVenue(tournamentId: $t, input: { name: "Oval", pitches: ["1"] }) { id } }',
      () => ({
        t: cup.id,
      }),
    ),
    gql(
      'createWebhook',
      'mutation ($t: Int!) { createWebhook(input: { tournamentId: $t, url: "https://hooks.example.test/in", events: [RESULT] }) { secret } }',
      () => ({ t: cup.id }),
    ),
    gql('createTournament', 'mutation { createTournament(input: { name: "Another Cup" }) { id } }'),
    gql('fixtureBoard', 'query ($t: Int!) { fixtureBoard(tournamentId: $t) { matches { id } } }', () => ({
      t: cup.id,
    })),
    gql('managedTournament', 'query ($t: Int!) { managedTournament(id: $t) { id } }', () => ({ t: cup.id })),
    gql('tournamentWebhooks', 'query ($t: Int!) { tournamentWebhooks(tournamentId: $t) { id } }', () => ({
      t: cup.id,
    })),
    gql('registrableTeams', 'query ($t: Int!) { registrableTeams(tournamentId: $t) { id } }', () => ({ t: cup.id })),
    gql('myTournaments', 'query { myTournaments { id } }'),
    gql('organisedMatches', 'query { organisedMatches { id } }'),
    gql('the draft tournament', 'query ($t: Int!) { publicTournament(id: $t) { id } }', () => ({ t: draft.id })),
    gql('the draft’s match', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
    rest('GET', '/api/tournaments', () => '/api/tournaments'),
    rest(
      'POST',
      '/api/tournaments',
      () => '/api/tournaments',
      () => ({ name: 'REST Cup' }),
    ),
    rest(
      'POST',
      '/api/tournaments/{cup}/registrations',
      () => `/api/tournaments/${cup.id}/registrations`,
      () => ({ team_id: spare.id }),
    ),
    rest('GET', '/api/public/tournaments/{draft}', () => `/api/public/tournaments/${draft.id}`),
  ];

  const refereePowers: Power[] = [
    ...scoringPowers('lost-2'),
    gql(
      'undoLastEvent',
      'mutation ($id: Int!) { undoLastEvent(matchId: $id, key: "lost-3", afterSeq: 0) { seq } }',
      () => ({ id: live.id }),
    ),
    gql('officialCandidates', 'query { officialCandidates { id } }'),
    gql('the draft match they officiate', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
  ];

  const proof = {
    organiser: gql(
      'updateFixture',
      'mutation ($id: Int!) { updateFixture(matchId: $id, input: { venue: "Proof Ground" }) { id } }',
      () => ({
        id: fixture.id,
      }),
    ),
    organiserDraft: gql('the draft tournament', 'query ($t: Int!) { publicTournament(id: $t) { id } }', () => ({
      t: draft.id,
    })),
    referee: gql(
      'updateMatchScore',
      'mutation ($id: Int!) { updateMatchScore(matchId: $id, score: { homeTeamScore: 1 }) { id } }',
      () => ({ id: live.id }),
    ),
    refereeDraft: gql('the draft match', 'query ($m: Int!) { match(id: $m) { id } }', () => ({ m: draftMatch.id })),
  };

  it('an organiser demoted to player: no fixture, status, score, stage, venue, webhook or draft, anywhere', async () => {
    const client = await signedIn(people.organiser);
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
    await setRole(people.organiser, Role.player);
    const answers = await expectAllRefused(client, organiserPowers);
    // The creator is told why: the role, not the tournament.
    expect(answers.get('updateFixture')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });
    expect(answers.get('changeMatchStatus')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });
    expect(answers.get('the draft tournament')?.code).toBe('NOT_FOUND');
    // Given back, the powers return at the next request.
    await setRole(people.organiser, Role.tournament_creator);
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
  });

  it('an organiser deactivated: the same, and back on reactivation with the role reviewed', async () => {
    const client = await signedIn(people.organiser);
    const { errors } = await admin.gql('mutation ($id: Int!) { deactivateUser(id: $id) { id } }', {
      id: people.organiser.id,
    });
    expect(errors).toBeUndefined();
    await expectAllRefused(client, organiserPowers);
    const back = await admin.gql(
      'mutation ($id: Int!) { activateUser(id: $id, expectedRole: tournament_creator) { id } }',
      {
        id: people.organiser.id,
      },
    );
    expect(back.errors).toBeUndefined();
    await expectAllowed(client, proof.organiser, proof.organiserDraft);
  });

  it('a referee demoted to player: no status, score or event, no draft, and no longer offered as one', async () => {
    const client = await signedIn(people.referee);
    await expectAllowed(client, proof.referee, proof.refereeDraft);
    await setRole(people.referee, Role.player);
    const answers = await expectAllRefused(client, refereePowers);
    expect(answers.get('changeMatchStatus')).toMatchObject({ code: 'FORBIDDEN', message: ROLE_LOST });

    const pad = await client.gql<{ match: { viewerCanScore: boolean } }>(
      'query ($m: Int!) { match(id: $m) { viewerCanScore } }',
      { m: live.id },
    );
    expect(pad.data?.match.viewerCanScore).toBe(false);
    // Their own list keeps the public matches they were named to, and drops the draft's.
    const mine = await client.gql<{ myMatches: { upcoming: { id: number }[] } }>(
      'query { myMatches { upcoming { id } } }',
    );
    const listed = mine.data?.myMatches.upcoming.map((match) => match.id) ?? [];
    expect(listed).toEqual(expect.arrayContaining([fixture.id, live.id]));
    expect(listed).not.toContain(draftMatch.id);
    // And a player cannot be named an official from now on.
    const organiser = await signedIn(people.organiser);
    const named = await organiser.gql(
      'mutation ($id: Int!, $r: Int!) { updateFixture(matchId: $id, input: { refereeId: $r }) { id } }',
      { id: fixture.id, r: people.referee.id },
    );
    expect(named.errors?.[0].extensions?.fields?.refereeId).toMatch(/not a player/);

    await setRole(people.referee, Role.referee);
    await expectAllowed(client, proof.referee, proof.refereeDraft);
  });
});
