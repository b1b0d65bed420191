// The football texts the server writes (issue 54): the timeline's lines, the scorers' lines and the
// statistics' labels come in the request's Accept-Language over /graphql, English without one (exactly as
// before); the names the scorer typed never change.
import { beforeAll, describe, expect, it } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { scoredMatch, type Fixture } from './events/support.js';

const RecordFootballEvent = /* GraphQL */ `
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const MatchTexts = /* GraphQL */ `
  query MatchTexts($id: Int!) {
    match(id: $id) {
      football {
        homeScorers
        awayScorers
        timeline {
          kind
          minuteText
          player {
            name
          }
          other {
            name
          }
          text
        }
      }
      footballStats {
        key
        label
        home
        away
      }
    }
  }
`;

type Texts = {
  match: {
    football: {
      homeScorers: string[];
      awayScorers: string[];
      timeline: {
        kind: string;
        minuteText: string;
        player: { name: string };
        other: { name: string } | null;
        text: string;
      }[];
    };
    footballStats: { key: string; label: string; home: number; away: number }[];
  };
};

// Names with an apostrophe and accents: values, never read as ICU syntax nor translated.
const STRIKER = "Shaq D'Arcy";
const WINGER = 'Zoë Mérida';
const DEFENDER = 'Kemar Lawrence';
const CAPTAIN = 'José Altidore';
const ON = 'Renaldo Cephas';
const OFF = 'Jean-Pierre Saint-Louis';
const TAKER = 'Nathaniel Gooding';
const KEEPER = 'Andre Blake';

describe('football texts in the reader’s language', () => {
  const server = useTestServer();
  let fixture: Fixture;

  beforeAll(async () => {
    await server.reset();
    fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const scorer = await signedInClient(server, fixture.scorer.email);
    const home = (name: string) => ({ side: 'home', player: { name } });
    const away = (name: string) => ({ side: 'away', player: { name } });
    const events: Record<string, unknown>[] = [
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', ...home(STRIKER), assist: { name: WINGER }, minute: 23 },
      { kind: 'YELLOW_CARD', ...away(CAPTAIN), minute: 30 },
      { kind: 'SUBSTITUTION', side: 'away', playerOff: { name: OFF }, playerOn: { name: ON }, minute: 35 },
      { kind: 'SECOND_YELLOW', ...away(CAPTAIN), minute: 40 },
      { kind: 'RED_CARD', ...home(DEFENDER), minute: 41 },
      { kind: 'MISSED_PENALTY', ...away(TAKER), minute: 44 },
      // Credited to the away side; the scorer plays for the home side.
      { kind: 'GOAL', side: 'away', player: { name: KEEPER }, ownGoal: true, minute: 45, addedTime: 1 },
      { kind: 'GOAL', ...home(STRIKER), penalty: true, minute: 45, addedTime: 2 },
      { kind: 'STAT', side: 'home', stat: 'SHOTS', delta: 1 },
      { kind: 'STAT', side: 'away', stat: 'CORNERS', delta: 1 },
      { kind: 'POSSESSION', side: 'home', possession: 58 },
    ];
    let seq = 0;
    for (const [index, input] of events.entries()) {
      const response = await scorer.gql<{ recordFootballEvent: { seq: number } }>(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: `texts${index}`,
        afterSeq: seq,
        input,
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      seq = response.data!.recordFootballEvent.seq;
    }
  }, 120_000);

  const read = async (language?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify({ query: MatchTexts, variables: { id: fixture.matchId } }),
    });
    const body = (await response.json()) as { errors?: unknown; data: Texts };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.match;
  };

  it('writes English without an Accept-Language, exactly as before', async () => {
    const match = await read();
    expect(match.football.timeline.map((event) => event.text)).toEqual([
      `23' GOAL! ${STRIKER}, assist ${WINGER}`,
      `30' Yellow card: ${CAPTAIN}`,
      `35' Substitution: ${ON} on for ${OFF}`,
      `40' Second yellow, sent off: ${CAPTAIN}`,
      `41' Red card: ${DEFENDER}`,
      `44' Penalty missed: ${TAKER}`,
      `45+1' GOAL! ${KEEPER} (og)`,
      `45+2' GOAL! ${STRIKER} (pen)`,
    ]);
    expect(match.football.homeScorers).toEqual([`${STRIKER} 23', 45+2' (pen)`]);
    expect(match.football.awayScorers).toEqual([`${KEEPER} 45+1' (og)`]);
    expect(match.footballStats.map((line) => [line.key, line.label])).toEqual([
      ['POSSESSION', 'Ball possession'],
      ['SHOTS', 'Total shots'],
      ['SHOTS_ON_TARGET', 'Shots on target'],
      ['CORNERS', 'Corners'],
      ['FOULS', 'Fouls'],
      ['OFFSIDES', 'Offsides'],
    ]);
    // English asked for by name is the same answer.
    expect(await read('en-GB,en;q=0.9')).toEqual(match);
  });

  it('writes Spanish, French and Dutch with the names untouched', async () => {
    const english = await read();
    const expected = {
      'es-DO,es;q=0.9': {
        timeline: [
          `23' ¡GOL! ${STRIKER}, asistencia de ${WINGER}`,
          `30' Tarjeta amarilla: ${CAPTAIN}`,
          `35' Cambio: entra ${ON}, sale ${OFF}`,
          `40' Segunda amarilla, expulsión: ${CAPTAIN}`,
          `41' Tarjeta roja: ${DEFENDER}`,
          `44' Penal fallado: ${TAKER}`,
          `45+1' ¡GOL! ${KEEPER} (autogol)`,
          `45+2' ¡GOL! ${STRIKER} (penal)`,
        ],
        home: [`${STRIKER} 23', 45+2' (penal)`],
        away: [`${KEEPER} 45+1' (autogol)`],
        labels: ['Posesión', 'Tiros totales', 'Tiros a puerta', 'Córners', 'Faltas', 'Fueras de juego'],
      },
      'fr-HT,fr;q=0.9': {
        timeline: [
          `23' BUT ! ${STRIKER}, passe décisive de ${WINGER}`,
          `30' Carton jaune : ${CAPTAIN}`,
          `35' Remplacement : ${ON} entre à la place de ${OFF}`,
          `40' Second carton jaune, expulsion : ${CAPTAIN}`,
          `41' Carton rouge : ${DEFENDER}`,
          `44' Penalty manqué : ${TAKER}`,
          `45+1' BUT ! ${KEEPER} (contre son camp)`,
          `45+2' BUT ! ${STRIKER} (penalty)`,
        ],
        home: [`${STRIKER} 23', 45+2' (pen.)`],
        away: [`${KEEPER} 45+1' (csc)`],
        labels: ['Possession', 'Tirs', 'Tirs cadrés', 'Corners', 'Fautes', 'Hors-jeu'],
      },
      nl: {
        timeline: [
          `23' DOELPUNT! ${STRIKER}, assist ${WINGER}`,
          `30' Gele kaart: ${CAPTAIN}`,
          `35' Wissel: ${ON} komt in voor ${OFF}`,
          `40' Tweede gele kaart, van het veld gestuurd: ${CAPTAIN}`,
          `41' Rode kaart: ${DEFENDER}`,
          `44' Strafschop gemist: ${TAKER}`,
          `45+1' DOELPUNT! ${KEEPER} (eigen doelpunt)`,
          `45+2' DOELPUNT! ${STRIKER} (strafschop)`,
        ],
        home: [`${STRIKER} 23', 45+2' (pen.)`],
        away: [`${KEEPER} 45+1' (e.d.)`],
        labels: ['Balbezit', 'Schoten', 'Schoten op doel', 'Hoekschoppen', 'Overtredingen', 'Buitenspel'],
      },
    };
    for (const [language, texts] of Object.entries(expected)) {
      const match = await read(language);
      expect(
        match.football.timeline.map((event) => event.text),
        language,
      ).toEqual(texts.timeline);
      expect(match.football.homeScorers, language).toEqual(texts.home);
      expect(match.football.awayScorers, language).toEqual(texts.away);
      expect(
        match.footballStats.map((line) => line.label),
        language,
      ).toEqual(texts.labels);
      // Only the texts change: the kinds, minutes, names and values are the English answer's.
      const withoutTexts = (answer: Texts['match']) => ({
        timeline: answer.football.timeline.map(({ text: _text, ...event }) => event),
        stats: answer.footballStats.map(({ label: _label, ...line }) => line),
      });
      expect(withoutTexts(match), language).toEqual(withoutTexts(english));
    }
  });
});
