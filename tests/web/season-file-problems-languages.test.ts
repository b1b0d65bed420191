import { describe, expect, it } from 'vitest';
import { StageFormat } from '../../shared/enums';
import { parseSeasonCsv } from '../../server/src/modules/season-io/season-csv';
import { parseOpenfootball, parseSeasonJson } from '../../server/src/modules/season-io/season-json';
import { checkStageReferences } from '../../server/src/modules/season-io/season-stage-checks';
import type { PlannedFixtureStage, PlannedStage } from '../../server/src/modules/season-io/season-stages';
import type { Problem } from '../../server/src/modules/season-io/season-plan';
import { createSiteIntl } from '../../web/src/i18n/intl';
import { localizeMessage } from '../../web/src/i18n/localize-message';
import { translator } from '../../web/src/i18n/use-t';
import { CATALOGUES } from './support/catalogues';

// Issue 54: an organiser importing a season in Spanish, French or Dutch reads each problem of the file in that
// language, the line and column (or the JSON path) first. These are the readers' own problems, made from
// files broken in every way they check.

const translators = (['es', 'fr', 'nl'] as const).map((language) =>
  translator(createSiteIntl(language, CATALOGUES[language])),
);

const football = (...rows: string[]) =>
  ['round,date,time,home,away,home_score,away_score,home_penalties,away_penalties,venue', ...rows].join('\n');
const cricket = (...rows: string[]) =>
  [
    'round,date,time,team1,team2,team1_runs,team1_wickets,team1_balls,team1_all_out,team2_runs,team2_wickets,team2_balls,team2_all_out,result,adjusted_overs,adjusted_target,venue',
    ...rows,
  ].join('\n');

const stage = (sequence: number, name: string, groups: PlannedStage['groups'], extra: Partial<PlannedStage> = {}) =>
  ({ name, format: StageFormat.GROUPS, sequence, groups, slots: [], ...extra }) as PlannedStage;
const place = (sequence: number, extra: Partial<PlannedFixtureStage> = {}): PlannedFixtureStage => ({
  sequence,
  group: null,
  roundName: null,
  homeSlot: null,
  awaySlot: null,
  next: null,
  loserNext: null,
  replayOf: null,
  needsWinner: null,
  decider: null,
  isFinal: false,
  ...extra,
});

function problems(): Problem[] {
  const long = 'L'.repeat(101);
  return [
    ...parseSeasonCsv('round,date,home,away,colour').problems,
    ...parseSeasonCsv('round,date,time,home,home_score,away_score').problems,
    ...parseSeasonCsv(football()).problems,
    ...parseSeasonCsv(
      football(
        'x,2025-13-45,25:99,,Nevis Peak FC,1,,2,,Park',
        '1,2025-05-01,15:00,Nevis Peak FC,nevis peak fc,1,2,3,,Park',
        `1,2025-05-01,15:00,${long},Rovers,1001,1,,,Park`,
      ),
    ).problems,
    ...parseSeasonCsv(
      cricket(
        '1,2025-05-01,15:00,Tallawahs,Patriots,150,2,120,2,140,3,120,0,Nobody,,,Park',
        '1,2025-05-02,15:00,Tallawahs,Patriots,150,2,120,0,140,3,120,0,,20,,Park',
        '1,2025-05-03,15:00,Tallawahs,Patriots,,,,,,,,,Tallawahs,,,Park',
      ),
    ).problems,
    ...parseSeasonJson('{ "fixtures": ').problems,
    ...parseOpenfootball(
      JSON.stringify({
        name: 'Island League',
        matches: [
          { round: '1', date: '2025-02-30', time: '9pm', team1: 'Rovers', team2: 'Rovers', score: { ft: [1, 1] } },
          { round: '1', date: '2025-03-01', team1: 'Rovers', team2: 'Peak', score: { p: [4, 3] } },
        ],
      }),
    ).problems,
    ...checkStageReferences(
      [
        stage(1, 'Groups', [
          { name: 'A', teams: ['Rovers', 'Ghosts'] },
          { name: 'A', teams: ['Rovers'] },
        ]),
        stage(1, 'Again', []),
        stage(2, 'Finals', [], {
          format: StageFormat.KNOCKOUT,
          slots: [{ stage: 5, position: 1 }, { stage: 1, group: 'Z', position: 1 }, { stage: 1 }, { team: 'Ghosts' }],
        }),
        stage(3, 'Plate', [], { format: StageFormat.KNOCKOUT, slots: [{ stage: 1 }] }),
        stage(4, 'Solo', [{ name: 'Only', teams: ['Rovers'] }]),
        stage(5, 'Cup', [], { format: StageFormat.KNOCKOUT, slots: [{ stage: 4 }] }),
      ],
      [
        { home: null, away: 'Rovers', stage: null, hasResult: false },
        { home: null, away: 'Rovers', stage: place(2), hasResult: true },
        { home: 'Rovers', away: 'Peak', stage: place(9), hasResult: false },
        {
          home: 'Rovers',
          away: 'Peak',
          stage: place(2, { group: 'Q', homeSlot: 8, next: { fixture: 40, side: 'HOME' as never }, replayOf: 3 }),
          hasResult: false,
        },
      ],
      new Set(['rovers', 'peak']),
    ),
  ];
}

describe('a season file’s problems in the organiser’s language', () => {
  const found = problems().map((problem) => problem.message);

  it('are every one of the readers’ own checks (the files above break each)', () => {
    const kinds = new Set(found.map((message) => message.replace(/^[^:]*: /, '').replace(/"[^"]*"|\d+/g, '…')));
    expect(kinds.size).toBeGreaterThanOrEqual(31);
  });

  it('are each said in Spanish, French and Dutch, the place first, values carried over', () => {
    const untranslated = translators.flatMap((t) =>
      found.filter((message) => localizeMessage(message, t) === message).map((message) => `${t.language}: ${message}`),
    );
    expect(untranslated).toEqual([]);
    const [spanish, french, dutch] = translators;
    expect(localizeMessage('Line 2, column date: "2025-13-45" is not a date in the form YYYY-MM-DD', spanish)).toBe(
      'Línea 2, columna date: "2025-13-45" no es una fecha con la forma AAAA-MM-DD',
    );
    expect(localizeMessage('stages[0].groups[0].teams[1]: "Ghosts" is not one of the season\'s teams', french)).toBe(
      'stages[0].groups[0].teams[1]: « Ghosts » n’est pas une des équipes de la saison',
    );
    expect(localizeMessage('fixtures[3].stage.homeSlot: Finals has no slot 9', dutch)).toBe(
      'fixtures[3].stage.homeSlot: Finals heeft geen plaats 9',
    );
  });
});
