// The cricket texts the server writes (issue 54): the commentary, dismissals, fall of wickets, toss,
// powerplays, reviews and replacements of the card, and a player's line per match, come in the request's
// Accept-Language over /graphql, English without one (exactly as before); the names typed never change.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_TEXTS, textsIn } from '../../../shared/i18n/generated-texts.js';
import { DISMISSAL_KINDS } from '../../../server/src/modules/matches/cricket/delivery.js';
import { dismissalText } from '../../../server/src/modules/matches/cricket/laws.js';
import { dismissalIn } from '../../../server/src/modules/matches/cricket/card-texts.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import type { TestClient } from '../../support/client.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { ball, scoredMatch, type Fixture } from './events/support.js';

const RecordCricketSheet = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CricketSheetInput!) {
    event: recordCricketSheet(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const RecordDelivery = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {
    event: recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const RecordFootballEvent = /* GraphQL */ `
  mutation ($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    event: recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const CardTexts = /* GraphQL */ `
  query CardTexts($id: Int!) {
    match(id: $id) {
      cricketSheet {
        toss {
          team {
            name
          }
          decision
          text
        }
      }
      innings {
        batting {
          player {
            id
            name
          }
          runs
          dismissal {
            kind
            text
          }
        }
        fallOfWickets {
          wicket
          runs
          over
          text
        }
        commentary {
          ball
          chip
          text
        }
        reviews {
          ball
          decision
          retained
          text
        }
        replacements {
          ball
          reason
          playerIn {
            name
          }
          text
        }
        powerplays {
          fromOver
          toOver
          kind
          runs
          wickets
          text
        }
      }
    }
  }
`;

type Card = {
  cricketSheet: { toss: { team: { name: string }; decision: string; text: string } };
  innings: {
    batting: { player: { id: number; name: string }; runs: number; dismissal: { kind: string; text: string } | null }[];
    fallOfWickets: { wicket: number; runs: number; over: string; text: string }[];
    commentary: { ball: string; chip: string; text: string }[];
    reviews: { ball: string; decision: string | null; retained: boolean; text: string }[];
    replacements: { ball: string; reason: string; playerIn: { name: string }; text: string }[];
    powerplays: { fromOver: number; toOver: number; kind: string; runs: number; wickets: number; text: string }[];
  }[];
};

const PlayerLine = /* GraphQL */ `
  query PlayerLine($id: Int!) {
    player(id: $id) {
      name
      matches {
        match {
          id
        }
        summary
      }
    }
  }
`;

type PlayerAnswer = { name: string; matches: { match: { id: number }; summary: string }[] };

const FootballIds = /* GraphQL */ `
  query FootballIds($id: Int!) {
    match(id: $id) {
      football {
        timeline {
          player {
            id
            name
          }
        }
      }
    }
  }
`;

// Names with an apostrophe and accents: values, never read as ICU syntax nor translated.
const OPENER = "Shaq D'Arcy";
const PARTNER = 'Zoë Mérida';
const THIRD = 'Kemar Lawrence';
const FOURTH = 'Renaldo Cephas';
const IMPACT = 'Nathaniel Gooding';
const BOWLER = 'José Altidore';
const CHANGE = 'Andre Blake';
const FIELDER = 'Jean-Pierre Saint-Louis';
const UMPIRE = 'Nigel Duguid';
const HOME = 'Trinbago Knight Riders';
const AWAY = "St Kitts & Nevis Patriots' XI";

describe('cricket texts in the reader’s language', () => {
  const server = useTestServer();
  let fixture: Fixture;
  let football: Fixture;

  /** Records each input in order, through the mutation given, failing on any refusal. */
  const record = async (
    client: TestClient,
    matchId: number,
    steps: { mutation: string; input: Record<string, unknown> }[],
  ) => {
    let seq = 0;
    for (const [index, { mutation, input }] of steps.entries()) {
      const response = await client.gql<{ event: { seq: number } }>(mutation, {
        matchId,
        key: `texts${index}`,
        afterSeq: seq,
        input,
      });
      expect(response.errors, `step ${index}: ${JSON.stringify(response.errors)}`).toBeUndefined();
      seq = response.data!.event.seq;
    }
  };

  beforeAll(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { teams: [HOME, AWAY] });
    const scorer = await signedInClient(server, fixture.scorer.email);
    const sheet = (input: Record<string, unknown>) => ({ mutation: RecordCricketSheet, input });
    const deliver = (input: Record<string, unknown>) => ({ mutation: RecordDelivery, input });
    const fielder = [{ name: FIELDER }];
    await record(scorer, fixture.matchId, [
      sheet({ kind: 'TOSS', teamId: fixture.away.id, decision: 'FIELD' }),
      sheet({ kind: 'POWERPLAY', innings: 1, fromOver: 1, toOver: 1 }),
      sheet({ kind: 'POWERPLAY', innings: 1, fromOver: 2, toOver: 3, powerplayKind: 'BATTING' }),
      deliver(ball(OPENER, PARTNER, BOWLER, 4, { battingTeamId: fixture.home.id })),
      deliver(ball(OPENER, PARTNER, BOWLER, 0, { extras: { wides: 1 } })),
      deliver(ball(OPENER, PARTNER, BOWLER, 1)),
      deliver(ball(PARTNER, OPENER, BOWLER, 0, { extras: { legByes: 2 } })),
      deliver(
        ball(PARTNER, OPENER, BOWLER, 0, {
          wickets: [{ kind: 'caught', playerOut: { name: PARTNER }, fielders: fielder }],
        }),
      ),
      deliver(
        ball(THIRD, OPENER, BOWLER, 0, {
          review: {
            byTeamId: fixture.home.id,
            decision: 'STRUCK_DOWN',
            batter: { name: THIRD },
            umpire: UMPIRE,
            umpiresCall: true,
          },
        }),
      ),
      deliver(
        ball(THIRD, OPENER, BOWLER, 1, {
          wickets: [{ kind: 'run out', playerOut: { name: THIRD }, fielders: fielder }],
        }),
      ),
      deliver(ball(FOURTH, OPENER, CHANGE, 0, { extras: { noBalls: 1 } })),
      deliver(
        ball(FOURTH, OPENER, CHANGE, 6, {
          replacements: [
            {
              teamId: fixture.home.id,
              playerIn: { name: IMPACT },
              playerOut: { name: THIRD },
              reason: 'IMPACT_PLAYER',
            },
          ],
        }),
      ),
      deliver(ball(FOURTH, OPENER, CHANGE, 0, { wickets: [{ kind: 'retired hurt', playerOut: { name: OPENER } }] })),
    ]);

    // A football match, for the football half of a player's line (its players are other roster entries).
    football = await scoredMatch(server.em(), { sport: Sport.football, teams: ['Harbour Lights', 'Coral Reef'] });
    const referee = await signedInClient(server, football.scorer.email);
    const goal = { kind: 'GOAL', side: 'home', player: { name: OPENER }, assist: { name: PARTNER } };
    await record(
      referee,
      football.matchId,
      [
        { kind: 'PERIOD_START', period: 'FIRST_HALF' },
        { ...goal, minute: 10 },
        { ...goal, minute: 20 },
        { kind: 'YELLOW_CARD', side: 'home', player: { name: OPENER }, minute: 30 },
        { kind: 'RED_CARD', side: 'home', player: { name: PARTNER }, minute: 40 },
      ].map((input) => ({ mutation: RecordFootballEvent, input })),
    );
  }, 180_000);

  const read = async <T>(query: string, id: number, language?: string): Promise<T> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify({ query, variables: { id } }),
    });
    const body = (await response.json()) as { errors?: unknown; data: T };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
  const card = async (language?: string) => (await read<{ match: Card }>(CardTexts, fixture.matchId, language)).match;

  /** Every text of the card, field by field. */
  const textsOf = (answer: Card) => {
    const [innings] = answer.innings;
    return {
      toss: answer.cricketSheet.toss.text,
      dismissals: innings.batting.map((entry) => entry.dismissal?.text ?? null),
      fallOfWickets: innings.fallOfWickets.map((entry) => entry.text),
      commentary: innings.commentary.map((line) => line.text),
      reviews: innings.reviews.map((review) => review.text),
      replacements: innings.replacements.map((each) => each.text),
      powerplays: innings.powerplays.map((each) => each.text),
    };
  };

  /** The answer with its texts left out: what no language changes. */
  const withoutTexts = (answer: Card) => {
    const [innings] = answer.innings;
    const drop = <T extends { text: string }>({ text: _text, ...rest }: T) => rest;
    return {
      toss: drop(answer.cricketSheet.toss),
      batting: innings.batting.map((entry) => ({ ...entry, dismissal: entry.dismissal && drop(entry.dismissal) })),
      fallOfWickets: innings.fallOfWickets.map(drop),
      commentary: innings.commentary.map(drop),
      reviews: innings.reviews.map(drop),
      replacements: innings.replacements.map(drop),
      powerplays: innings.powerplays.map(drop),
    };
  };

  it('writes English without an Accept-Language, exactly as before', async () => {
    const match = await card();
    expect(textsOf(match)).toEqual({
      toss: `${AWAY} won the toss and chose to field`,
      dismissals: ['retired hurt', `c ${FIELDER} b ${BOWLER}`, `run out (${FIELDER})`, null],
      fallOfWickets: [`1-8 (${PARTNER}, 0.4 ov)`, `2-9 (${THIRD}, 0.6 ov)`],
      commentary: [
        `0.1 ${BOWLER} to ${OPENER}, FOUR`,
        `0.2 ${BOWLER} to ${OPENER}, wide`,
        `0.2 ${BOWLER} to ${OPENER}, 1 run`,
        `0.3 ${BOWLER} to ${PARTNER}, 2 leg byes`,
        `0.4 ${BOWLER} to ${PARTNER}, OUT, ${PARTNER} c ${FIELDER} b ${BOWLER}`,
        `0.5 ${BOWLER} to ${THIRD}, no run. Review (${THIRD}), umpire ${UMPIRE}: struck down, umpire's call, review retained`,
        `0.6 ${BOWLER} to ${THIRD}, 1 run, OUT, ${THIRD} run out (${FIELDER})`,
        `1.1 ${CHANGE} to ${FOURTH}, no ball`,
        `1.1 (Impact player: ${IMPACT} in for ${THIRD}) Free hit: ${CHANGE} to ${FOURTH}, SIX`,
        `1.2 ${CHANGE} to ${FOURTH}, ${OPENER} retired hurt`,
      ],
      reviews: [`Review (${THIRD}), umpire ${UMPIRE}: struck down, umpire's call, review retained`],
      replacements: [`Impact player: ${IMPACT} in for ${THIRD}`],
      powerplays: ['Powerplay (over 1): 9/2', 'Batting powerplay (overs 2-3): 7/0'],
    });
    // English asked for by name is the same answer.
    expect(await card('en-GB,en;q=0.9')).toEqual(match);
  });

  it('writes Spanish, French and Dutch with the names and the scorecard notation untouched', async () => {
    const english = await card();
    const expected = {
      'es-DO,es;q=0.9': {
        toss: `${AWAY} ganó el toss y eligió lanzar`,
        dismissals: ['retirado lesionado', `c ${FIELDER} b ${BOWLER}`, `run out (${FIELDER})`, null],
        fallOfWickets: [`1-8 (${PARTNER}, 0.4 ov)`, `2-9 (${THIRD}, 0.6 ov)`],
        commentary: [
          `0.1 ${BOWLER} a ${OPENER}, CUATRO`,
          `0.2 ${BOWLER} a ${OPENER}, wide`,
          `0.2 ${BOWLER} a ${OPENER}, 1 carrera`,
          `0.3 ${BOWLER} a ${PARTNER}, 2 leg byes`,
          `0.4 ${BOWLER} a ${PARTNER}, FUERA, ${PARTNER} c ${FIELDER} b ${BOWLER}`,
          `0.5 ${BOWLER} a ${THIRD}, sin carrera. Revisión (${THIRD}), árbitro ${UMPIRE}: rechazada, decisión del árbitro, revisión conservada`,
          `0.6 ${BOWLER} a ${THIRD}, 1 carrera, FUERA, ${THIRD} run out (${FIELDER})`,
          `1.1 ${CHANGE} a ${FOURTH}, no ball`,
          `1.1 (Impact player: entra ${IMPACT} por ${THIRD}) Free hit: ${CHANGE} a ${FOURTH}, SEIS`,
          `1.2 ${CHANGE} a ${FOURTH}, ${OPENER} retirado lesionado`,
        ],
        reviews: [`Revisión (${THIRD}), árbitro ${UMPIRE}: rechazada, decisión del árbitro, revisión conservada`],
        replacements: [`Impact player: entra ${IMPACT} por ${THIRD}`],
        powerplays: ['Powerplay (over 1): 9/2', 'Powerplay de bateo (overs 2-3): 7/0'],
      },
      'fr-HT,fr;q=0.9': {
        toss: `${AWAY} a gagné le toss et a choisi de lancer`,
        dismissals: ['retiré blessé', `c ${FIELDER} b ${BOWLER}`, `run out (${FIELDER})`, null],
        fallOfWickets: [`1-8 (${PARTNER}, 0.4 ov)`, `2-9 (${THIRD}, 0.6 ov)`],
        commentary: [
          `0.1 ${BOWLER} à ${OPENER}, QUATRE`,
          `0.2 ${BOWLER} à ${OPENER}, wide`,
          `0.2 ${BOWLER} à ${OPENER}, 1 point`,
          `0.3 ${BOWLER} à ${PARTNER}, 2 leg byes`,
          `0.4 ${BOWLER} à ${PARTNER}, ÉLIMINÉ, ${PARTNER} c ${FIELDER} b ${BOWLER}`,
          `0.5 ${BOWLER} à ${THIRD}, aucun point. Révision (${THIRD}), arbitre ${UMPIRE} : rejetée, décision de l’arbitre maintenue, révision conservée`,
          `0.6 ${BOWLER} à ${THIRD}, 1 point, ÉLIMINÉ, ${THIRD} run out (${FIELDER})`,
          `1.1 ${CHANGE} à ${FOURTH}, no ball`,
          `1.1 (Impact player : ${IMPACT} remplace ${THIRD}) Free hit : ${CHANGE} à ${FOURTH}, SIX`,
          `1.2 ${CHANGE} à ${FOURTH}, ${OPENER} retiré blessé`,
        ],
        reviews: [
          `Révision (${THIRD}), arbitre ${UMPIRE} : rejetée, décision de l’arbitre maintenue, révision conservée`,
        ],
        replacements: [`Impact player : ${IMPACT} remplace ${THIRD}`],
        powerplays: ['Powerplay (over 1) : 9/2', 'Powerplay de la batte (overs 2 à 3) : 7/0'],
      },
      nl: {
        toss: `${AWAY} won de toss en koos ervoor te fielden`,
        dismissals: ['geblesseerd teruggetrokken', `c ${FIELDER} b ${BOWLER}`, `run out (${FIELDER})`, null],
        fallOfWickets: [`1-8 (${PARTNER}, 0.4 ov)`, `2-9 (${THIRD}, 0.6 ov)`],
        commentary: [
          `0.1 ${BOWLER} naar ${OPENER}, VIER`,
          `0.2 ${BOWLER} naar ${OPENER}, wide`,
          `0.2 ${BOWLER} naar ${OPENER}, 1 run`,
          `0.3 ${BOWLER} naar ${PARTNER}, 2 leg byes`,
          `0.4 ${BOWLER} naar ${PARTNER}, UIT, ${PARTNER} c ${FIELDER} b ${BOWLER}`,
          `0.5 ${BOWLER} naar ${THIRD}, geen run. Review (${THIRD}), umpire ${UMPIRE}: afgewezen, umpire’s call, review behouden`,
          `0.6 ${BOWLER} naar ${THIRD}, 1 run, UIT, ${THIRD} run out (${FIELDER})`,
          `1.1 ${CHANGE} naar ${FOURTH}, no ball`,
          `1.1 (Impact player: ${IMPACT} in voor ${THIRD}) Free hit: ${CHANGE} naar ${FOURTH}, ZES`,
          `1.2 ${CHANGE} naar ${FOURTH}, ${OPENER} geblesseerd teruggetrokken`,
        ],
        reviews: [`Review (${THIRD}), umpire ${UMPIRE}: afgewezen, umpire’s call, review behouden`],
        replacements: [`Impact player: ${IMPACT} in voor ${THIRD}`],
        powerplays: ['Powerplay (over 1): 9/2', 'Powerplay van de slagploeg (overs 2-3): 7/0'],
      },
    };
    for (const [language, texts] of Object.entries(expected)) {
      const match = await card(language);
      expect(textsOf(match), language).toEqual(texts);
      // Only the texts change: kinds, balls, chips, numbers and names are the English answer's.
      expect(withoutTexts(match), language).toEqual(withoutTexts(english));
    }
    // The card is kept once for every reader: English is still English after the other languages.
    expect(await card()).toEqual(english);
  });

  it('words a player’s line per match in the reader’s language, cricket figures as the scorecard writes them', async () => {
    const [innings] = (await card()).innings;
    const cricketer = innings.batting.find((entry) => entry.player.name === OPENER)!.player.id;
    const ids = await read<{ match: { football: { timeline: { player: { id: number | null; name: string } }[] } } }>(
      FootballIds,
      football.matchId,
    );
    const footballer = (name: string) =>
      ids.match.football.timeline.find((event) => event.player.name === name)!.player.id!;
    const lines = async (id: number, language?: string) =>
      (await read<{ player: PlayerAnswer }>(PlayerLine, id, language)).player.matches.map((each) => each.summary);

    expect(await lines(cricketer)).toEqual(['5* (2)']);
    expect(await lines(footballer(OPENER))).toEqual(['2 goals, 1 yellow card']);
    expect(await lines(footballer(PARTNER))).toEqual(['2 assists, 1 red card']);
    const expected = {
      es: ['5* (2)', '2 goles, 1 tarjeta amarilla', '2 asistencias, 1 tarjeta roja'],
      fr: ['5* (2)', '2 buts, 1 carton jaune', '2 passes décisives, 1 carton rouge'],
      nl: ['5* (2)', '2 doelpunten, 1 gele kaart', '2 assists, 1 rode kaart'],
    };
    for (const [language, [cricket, scorer, assister]] of Object.entries(expected)) {
      expect(await lines(cricketer, language), language).toEqual([cricket]);
      expect(await lines(footballer(OPENER), language), language).toEqual([scorer]);
      expect(await lines(footballer(PARTNER), language), language).toEqual([assister]);
    }
  });

  it('prints every way out in English as the laws’ own notation does, substitutes and unnamed fielders too', () => {
    const name = (key: string) => `Name of ${key}`;
    const bowler = 'bowler';
    for (const kind of DISMISSAL_KINDS) {
      for (const fielders of [[], ['keeper'], ['sub', 'keeper']]) {
        const wicket = { kind, fielders, substitutes: ['sub'] };
        const say = {
          kind,
          bowler: name(bowler),
          fielders: fielders.map((key) => ({ name: name(key), substitute: key === 'sub' })),
        };
        expect(dismissalIn(ENGLISH_TEXTS, say), `${kind} ${fielders.join('/')}`).toBe(
          dismissalText(wicket, bowler, name),
        );
      }
    }
    // The notation stays, the words around it do not.
    const caughtBySub = { kind: 'caught' as const, bowler: 'B', fielders: [{ name: 'A', substitute: true }] };
    expect(dismissalIn(textsIn('fr'), caughtBySub)).toBe('c sub (A) b B');
    expect(dismissalIn(textsIn('es'), { kind: 'timed out', bowler: 'B', fielders: [] })).toBe('fuera de tiempo');
  });
});
