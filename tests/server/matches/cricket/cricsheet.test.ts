import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../../server/src/modules/matches/cricket/delivery.js';
import {
  CricsheetError,
  EXPORTED_DATA_VERSION,
  exportCricsheet,
  parseCricsheet,
  type CricsheetMatch,
} from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { projectScorecard } from '../../../../server/src/modules/matches/cricket/scorecard.js';
import { cricsheetFiles, expectedMatches, readMatch } from './fixtures.js';
import { Scorer } from './scorer.js';

/** Export to Cricsheet JSON text, read it back: the scorecard must not change. */
function roundTrip(config: MatchConfig, events: Parameters<typeof exportCricsheet>[1]) {
  const json = JSON.stringify(exportCricsheet(config, events, { created: '2026-11-23' }));
  const again = parseCricsheet(json);
  return { json, again, before: projectScorecard(config, events), after: projectScorecard(again.config, again.events) };
}

describe('Cricsheet import and export', () => {
  it.each(expectedMatches.map((match) => match.file))('%s: import, export, import gives the same scorecard', (file) => {
    const { config, events } = parseCricsheet(readMatch(file));
    const { before, after, again } = roundTrip(config, events);
    expect(after).toEqual(before);
    expect(again.events).toEqual(events);
  });

  it("reads a chase's target that the side batted past as a par score at the stoppage, and keeps the method", () => {
    // IPL 2018 DD v RR, made into a chase stopped after nine overs with Rajasthan ahead of par: Cricsheet
    // then records the par as the target (runs to win, overs at the stoppage) and the side batted past it.
    const file = JSON.parse(readMatch('1136592.json')) as CricsheetMatch;
    const chase = file.innings[1];
    chase.overs = chase.overs!.slice(0, 9);
    const runs = chase.overs.flatMap((over) => over.deliveries).reduce((sum, delivery) => sum + delivery.runs.total, 0);
    const par = runs - 11;
    chase.target = { overs: 9, runs: par + 1 };
    file.info.outcome = { winner: 'Rajasthan Royals', by: { runs: 11 }, method: 'DLS' };
    const imported = parseCricsheet(file);
    const card = projectScorecard(imported.config, imported.events);
    expect(card.totals[1].runs).toBe(runs);
    expect(card.winner).toBe('Rajasthan Royals');
    expect(card.resultText).toBe('Rajasthan Royals won by 11 runs (DLS method)');
    // Out and back in: the same result, and the par written as Cricsheet records it.
    const { json, after } = roundTrip(imported.config, imported.events);
    expect(after).toEqual(card);
    const exported = JSON.parse(json) as CricsheetMatch;
    expect(exported.innings[1].target).toEqual({ runs: par + 1, overs: 9 });
    expect(exported.info.outcome).toEqual({ winner: 'Rajasthan Royals', by: { runs: 11 }, method: 'DLS' });

    // Without the outcome, batting on past the target's runs says the same.
    delete file.info.outcome;
    const unannounced = parseCricsheet(file);
    expect(projectScorecard(unannounced.config, unannounced.events).resultText).toBe(
      'Rajasthan Royals won by 11 runs (DLS method)',
    );
  });

  it('exports the innings-level facts: target, super over, absent hurt, penalty runs, declaration, no result', () => {
    const teams: [string, string] = ['Delhi Capitals', 'Kings XI Punjab'];
    const superOver = new Scorer({ teams, overs: 1, battingFirst: teams[0] })
      .event({ type: 'penalty runs', innings: 1, when: 'pre', runs: 5 })
      .overs(1, 1, 1)
      .event({ type: 'absent hurt', innings: 2, player: 'K9' })
      .overs(2, 1, 1, ['A'])
      .event({ type: 'penalty runs', innings: 2, when: 'post', runs: 5 })
      .bowl(3, 'Rabada', 1, { out: 'bowled' }, 1, 1, 1, 1)
      .bowl(4, 'Shami', 6);
    const exported = roundTrip(superOver.config, superOver.events);
    expect(exported.after).toEqual(exported.before);
    expect(exported.before.resultText).toBe('Delhi Capitals won the super over');
    const { innings } = JSON.parse(exported.json) as CricsheetMatch;
    expect(innings[0].penalty_runs).toEqual({ pre: 5 });
    expect(innings[1]).toMatchObject({
      absent_hurt: ['K9'],
      penalty_runs: { post: 5 },
      target: { runs: 12, overs: 1 },
    });
    expect(innings.map((entry) => entry.super_over ?? false)).toEqual([false, false, true, true]);

    const declared = new Scorer({ teams, overs: 20, battingFirst: teams[1] })
      .overs(1, 2, 1)
      .event({ type: 'close', innings: 1, reason: 'declared' })
      .overs(2, 1, 0, ['A'])
      .event({ type: 'abandon' });
    const again = roundTrip(declared.config, declared.events);
    expect(again.after).toEqual(again.before);
    expect(again.before).toMatchObject({
      resultText: 'no result',
      innings: [{ closed: 'declared' }, { closed: null }],
    });
    expect(JSON.parse(again.json)).toMatchObject({
      info: { outcome: { result: 'no result' } },
      innings: [{ declared: true }, {}],
    });
  });

  it('reads data version 1.1 and the older "batsman"; closes an innings cut short when the next begins', () => {
    const file = JSON.parse(readMatch('1136592.json')) as CricsheetMatch;
    file.meta!.data_version = '1.1.0';
    for (const over of file.innings[0].overs!) {
      for (const delivery of over.deliveries) {
        delivery.batsman = delivery.batter;
        delete delivery.batter;
      }
    }
    const { config, events } = parseCricsheet(file);
    expect(events.find((event) => event.type === 'close')).toEqual({ type: 'close', innings: 1, reason: 'closed' });
    expect(projectScorecard(config, events).totals[0]).toMatchObject({ runs: 196, wickets: 6, overs: '17.1' });
  });

  it('names where a file breaks the laws or the format', () => {
    const file = JSON.parse(readMatch('548306.json')) as CricsheetMatch;
    const overs = file.innings[0].overs!;
    overs[1].deliveries[0].bowler = overs[0].deliveries[0].bowler;
    expect(() => parseCricsheet(file)).toThrow(/^innings\[0\]\.overs\[1\]\.deliveries\[0\]: .* \(input\.bowler\)$/);
    expect(() => parseCricsheet('{')).toThrow(CricsheetError);
    const badTarget = JSON.parse(readMatch('1136592.json')) as CricsheetMatch;
    badTarget.innings[1].target!.overs = 12.7;
    expect(() => parseCricsheet(badTarget)).toThrow(
      /^innings\[1\]: "12\.7" is not a number of overs \(input\.overs\)$/,
    );
    expect(() => parseCricsheet({ info: { teams: ['A'] }, innings: [] })).toThrow(/info\.teams/);
  });

  it.each(cricsheetFiles)('%s: the export of the import is the file, every field (meta.created aside)', (file) => {
    const original = JSON.parse(readMatch(file)) as CricsheetMatch & { meta: { created: string } };
    // As the log keeps it: stored as JSON, read back.
    const stored = JSON.parse(JSON.stringify(parseCricsheet(readMatch(file)))) as ReturnType<typeof parseCricsheet>;
    const exported = exportCricsheet(stored.config, stored.events, { created: 'today', file: stored.file });
    expect(JSON.parse(JSON.stringify(exported))).toStrictEqual({
      ...original,
      meta: { ...original.meta, created: 'today' },
    });
  });

  it('keeps reviews and replacements on their deliveries, in the log', () => {
    // IPL 2023, CSK v GT: Moeen Ali's review upheld; Deshpande and Sai Sudharsan in as impact players.
    const { events } = parseCricsheet(readMatch('ipl2023/1359475.json'));
    const deliveries = events.filter((event) => event.type === 'delivery');
    expect(deliveries.filter((delivery) => delivery.review).map((delivery) => delivery.review)).toEqual([
      { by: 'Chennai Super Kings', umpire: 'HAS Khalid', batter: 'MM Ali', decision: 'upheld', type: 'wicket' },
    ]);
    expect(deliveries.flatMap((delivery) => delivery.replacements?.match ?? [])).toEqual([
      { in: 'TU Deshpande', out: 'AT Rayudu', team: 'Chennai Super Kings', reason: 'impact_player' },
      { in: 'B Sai Sudharsan', out: 'KS Williamson', team: 'Gujarat Titans', reason: 'impact_player' },
    ]);
    // The laws read none of it: the card is the published one (CSK 178/7, GT 182/5 in 19.2 overs).
    const card = projectScorecard(parseCricsheet(readMatch('ipl2023/1359475.json')).config, events);
    expect(card.totals.map((total) => [total.runs, total.wickets, total.overs])).toEqual([
      [178, 7, '20'],
      [182, 5, '19.2'],
    ]);
  });

  it('reads the IPL 2023 final: rain, a chase of 171 in 15 overs, won by the side batting second', () => {
    const { config, events } = parseCricsheet(readMatch('ipl2023/1370353.json'));
    const card = projectScorecard(config, events);
    expect(card.totals.map((total) => [total.runs, total.wickets, total.overs])).toEqual([
      [214, 4, '20'],
      [171, 5, '15'],
    ]);
    expect(card.winner).toBe('Chennai Super Kings');
    expect(events.find((event) => event.type === 'delivery' && event.review)).toMatchObject({
      review: { by: 'Gujarat Titans', decision: 'struck down' },
      wickets: [{ kind: 'lbw', playerOut: 'B Sai Sudharsan' }],
    });
  });

  it('writes a match scored here as data version 1.1.0, dated as told', () => {
    const scored = new Scorer({ teams: ['A', 'B'], overs: 1, battingFirst: 'A' }).overs(1, 1, 1);
    const exported = exportCricsheet(scored.config, scored.events, { created: '2026-12-02', dates: ['2026-12-01'] });
    expect(exported.meta).toEqual({ data_version: EXPORTED_DATA_VERSION, created: '2026-12-02', revision: 1 });
    expect(EXPORTED_DATA_VERSION).toBe('1.1.0');
    expect(exported.info.dates).toEqual(['2026-12-01']);
  });

  it('reads data versions 1.0 and 1.1 and refuses any other, naming meta.data_version', () => {
    const file = JSON.parse(readMatch('548306.json')) as CricsheetMatch;
    for (const version of ['1.0.0', '1.1.0', '1.0', '1.1']) {
      expect(() => parseCricsheet({ ...file, meta: { ...file.meta, data_version: version } })).not.toThrow();
    }
    for (const version of ['9.9.9', '2.0.0', '1.2.0', '0.9', '']) {
      expect(() => parseCricsheet({ ...file, meta: { ...file.meta, data_version: version } })).toThrow(
        /^meta\.data_version: ".*" is not a Cricsheet data version this site reads \(1\.0 or 1\.1/,
      );
    }
  });

  it('refuses a file with no deliveries, naming innings', () => {
    const file = JSON.parse(readMatch('548306.json')) as CricsheetMatch;
    expect(() => parseCricsheet({ ...file, innings: [] })).toThrow(/^innings: The file has no deliveries/);
    const noBalls = file.innings.map((entry) => ({ ...entry, overs: [] }));
    expect(() => parseCricsheet({ ...file, innings: noBalls })).toThrow(/^innings: The file has no deliveries/);
  });

  it('refuses a review or a replacement naming a side not in the match, and a file over the limit', () => {
    const file = JSON.parse(readMatch('ipl2023/1359475.json')) as CricsheetMatch;
    file.innings[1].overs![0].deliveries[0].replacements!.match![0].team = 'Mumbai Indians';
    expect(() => parseCricsheet(file)).toThrow(
      /^innings\[1\]\.overs\[0\]\.deliveries\[0\]\.replacements\.match\[0\]\.team: "Mumbai Indians"/,
    );
    expect(() => parseCricsheet(' '.repeat(4_000_001))).toThrow(
      /^json: A Cricsheet file is at most 4,000,000 characters/,
    );
  });
});
