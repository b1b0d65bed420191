import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Sport } from '../common/sport.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { SeasonFormat } from './season-import.service.js';

registerEnumType(SeasonFormat, {
  name: 'SeasonFormat',
  description: 'The file a season comes in (README "Whole seasons in and out" names the columns and fields).',
  valuesConfig: {
    CSV: {
      description: 'Fixtures and results, a line per match (football, points sports, or cricket innings totals).',
    },
    OPENFOOTBALL_JSON: { description: 'An openfootball football.json season: rounds, matches, scores, goals.' },
    CRICSHEET_ZIP: { description: 'A zip of Cricsheet JSON match files (content in base64).' },
    SEASON_JSON: { description: 'A season exported by this site (GET /api/tournaments/{id}/season.json).' },
  },
});

@InputType({ description: 'A new tournament for an imported season; its dates span the fixtures.' })
export class SeasonTournamentInput {
  @Field(() => String, { nullable: true, description: 'The name; else the file’s, else "Imported season".' })
  name?: string | null;

  @Field(() => Sport, {
    nullable: true,
    description: 'The sport; else the file’s (a cricket CSV, a Cricsheet zip), else football.',
  })
  sport?: Sport | null;

  @Field(() => Int, { nullable: true, description: 'The competition the season belongs to.' })
  competitionId?: number | null;
}

@InputType({ description: 'A whole season in one call: into the organiser’s tournament, or into a new one.' })
export class SeasonImportInput {
  @Field(() => Int, { nullable: true, description: 'The tournament to import into; omit it for a new one.' })
  tournamentId?: number | null;

  @Field(() => SeasonTournamentInput, {
    nullable: true,
    description: 'The new tournament, when tournamentId is omitted.',
  })
  newTournament?: SeasonTournamentInput | null;

  @Field(() => SeasonFormat)
  format!: SeasonFormat;

  @Field(() => String, {
    nullable: true,
    description: 'A key the page chose: seasonImportProgress(progressKey) reports the import’s progress under it.',
  })
  progressKey?: string | null;
}

@ObjectType({ description: 'What a season import stored.' })
export class SeasonImportResult {
  @Field(() => Tournament)
  tournament!: Tournament;

  @Field(() => Int, { description: 'Teams created (each in a new club of its name, owned by the organiser).' })
  teamsCreated!: number;

  @Field(() => Int, { description: 'Teams found by name (registered already, or the site’s teams of the sport).' })
  teamsMatched!: number;

  @Field(() => Int)
  fixturesCreated!: number;

  @Field(() => Int, { description: 'Fixtures found by their two teams and day.' })
  fixturesMatched!: number;

  @Field(() => Int)
  resultsRecorded!: number;
}

@ObjectType({ description: 'How far a season import has got.' })
export class SeasonImportProgress {
  @Field(() => String)
  progressKey!: string;

  @Field(() => String, { description: 'VALIDATING, IMPORTING, DONE or FAILED.' })
  phase!: string;

  @Field(() => Int, { description: 'Matches imported so far (of total).' })
  done!: number;

  @Field(() => Int)
  total!: number;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  message?: string | null;

  @Field(() => [String], { description: 'Each problem, naming its line (or match, or file) and column.' })
  errors!: string[];
}
