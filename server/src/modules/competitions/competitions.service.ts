import { LockMode } from '@mikro-orm/core';
import { competitionSchema, newSeasonSchema } from '../../../../shared/validation/competitions.js';
import { InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import type { RequestContext } from '../../core/request-context.js';
import { parseInput } from '../../core/validation.js';
import { assertCanManageTournament, visibleTournamentWhere } from '../common/policy.js';
import type { Sport } from '../common/sport.js';
import { Competition } from '../tournaments/competition.entity.js';
import { Stage } from '../tournaments/stage.entity.js';
import { canManageCompetition } from '../tournaments/tournament-competition.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { Pitch, Venue } from '../tournaments/venue.entity.js';
import type { User } from '../users/user.entity.js';
import { visibleSeasons } from './competition-seasons.js';
import { findCompetition, findCompetitions } from './competitions.queries.js';
import type { CompetitionInput, NewSeasonInput } from './competitions.inputs.js';

/** What a new season takes from the one it is copied from: the format and the rules, never the results. */
const FORMAT_FIELDS = [
  'sport',
  'tournamentType',
  'description',
  'maxTeams',
  'entryFee',
  'prizePool',
  'rules',
  'venueInfo',
  'oversPerInnings',
  'ballsPerOver',
  'pointsFormat',
  'minRestDays',
  'matchDurationMinutes',
  'knockoutDecider',
  'tieBreakerOrder',
  'pointsPerResult',
  'entryFeeCurrency',
  'entriesNeedApproval',
] as const satisfies readonly (keyof Tournament)[];

const DAY = 86_400_000;

/** Competitions and their seasons: who creates them, who sees them, and a new season from an old one. */
export class CompetitionsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** Organisers (every staff role, as for createTournament) create competitions. */
  async create(input: CompetitionInput): Promise<Competition> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(competitionSchema, input);
    const competition = this.ctx.em.create(Competition, { ...values, creator: viewer });
    await this.ctx.em.persist(competition).flush();
    return competition;
  }

  /**
   * A competition the viewer may see: one with a season they may see, or their own. Any other answers as a
   * missing id.
   */
  async get(id: number): Promise<Competition> {
    const competition = await findCompetition(this.ctx.em, id);
    if (!competition) throw new NotFoundError('Competition not found');
    if (canManageCompetition(this.ctx.viewer, competition)) return competition;
    if ((await visibleSeasons(this.ctx.em, this.ctx.viewer, id)).length === 0) {
      throw new NotFoundError('Competition not found');
    }
    return competition;
  }

  /** Competitions with a season the viewer may see, by name; with `sport`, only those of that sport. */
  list(sport?: Sport | null): Promise<Competition[]> {
    return findCompetitions(this.ctx.em, visibleTournamentWhere(this.ctx.viewer), { sport });
  }

  /** The competitions I created, for the tournament form's choice and the management pages. */
  mine(): Promise<Competition[]> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.find(Competition, { creator: viewer }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  seasons(competition: Competition): Promise<Tournament[]> {
    return visibleSeasons(this.ctx.em, this.ctx.viewer, competition.id);
  }

  /**
   * A draft season copied from `tournamentId`: the same competition, format, rules (points, tie-breakers,
   * decider), stages and venues with their pitches; no teams, draws, fixtures or results. The registration
   * deadline keeps its distance from the start.
   */
  async startNewSeason(input: NewSeasonInput): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(newSeasonSchema, input);
    return this.ctx.em.transactional(async (tx) => {
      const source = assertCanManageTournament(
        viewer,
        await tx.findOne(Tournament, { id: input.tournamentId }, { lockMode: LockMode.PESSIMISTIC_READ }),
      );
      const competition = source.competition ? await tx.findOne(Competition, { id: source.competition.id }) : null;
      if (!competition) throw new InputError({ tournamentId: 'This tournament is not part of a competition' });
      if (!canManageCompetition(viewer, competition)) {
        throw new InputError({ tournamentId: 'Only the organiser of the competition can start its seasons' });
      }
      const format = Object.fromEntries(FORMAT_FIELDS.map((field) => [field, source[field] ?? null])) as Pick<
        Tournament,
        (typeof FORMAT_FIELDS)[number]
      >;
      // Deadlines keep their distance from the first day; one past the new last day (a shorter season) is dropped.
      const shift = Date.parse(values.startDate) - Date.parse(source.startDate);
      const shifted = (deadline: Date | null | undefined) => {
        const moved = deadline ? new Date(deadline.getTime() + shift) : null;
        return moved && moved.getTime() <= Date.parse(values.endDate) + DAY ? moved : null;
      };
      const season = tx.create(Tournament, {
        ...format,
        name: values.name,
        startDate: values.startDate,
        endDate: values.endDate,
        registrationDeadline: shifted(source.registrationDeadline),
        squadDeadline: shifted(source.squadDeadline),
        creator: viewer,
        competition,
        isPublished: false,
      });
      for (const stage of await tx.find(Stage, { tournament: source }, { orderBy: { sequence: 'asc' } })) {
        // Slots and groups are a season's draw: the new season draws its own.
        tx.create(Stage, {
          tournament: season,
          sequence: stage.sequence,
          name: stage.name,
          format: stage.format,
          thirdPlaceMatch: stage.thirdPlaceMatch,
          decider: stage.decider ?? null,
        });
      }
      const venues = await tx.find(Venue, { tournament: source }, { orderBy: { id: 'asc' } });
      const pitches = await tx.find(Pitch, { venue: { $in: venues } }, { orderBy: { id: 'asc' } });
      for (const venue of venues) {
        const copy = tx.create(Venue, { tournament: season, name: venue.name });
        for (const pitch of pitches.filter((each) => each.venue.id === venue.id)) {
          tx.create(Pitch, { venue: copy, name: pitch.name });
        }
      }
      await tx.flush();
      return season;
    });
  }
}
