import { InputError } from '../../../core/errors.js';
import type { CricketSheetEvent } from '../cricket/match-sheet.js';
import type { Match } from '../match.entity.js';
import { checkEventNumbers } from './event-bounds.js';
import type { MatchEvent } from './match-event.entity.js';
import { CricketSheetKind, PowerplayKind, type CricketSheetInput } from './cricket-sheet.inputs.js';
import { MatchEventLogService, sideOf } from './match-event-log.service.js';
import { sides, teamKey } from './match-projection.js';
import { RosterPlayers, type PlayerRefValue } from './roster-players.js';

/** The toss, the XIs, officials, powerplays and player of the match: events of the log, checked by the laws. */
export class CricketSheetService extends MatchEventLogService {
  recordCricketSheet(matchId: number, key: string, afterSeq: number, input: CricketSheetInput): Promise<MatchEvent> {
    checkEventNumbers('cricketSheet', input);
    const request = { key, operation: 'recordCricketSheet', input };
    return this.appendCricket(matchId, request, afterSeq, null, async ({ tx, match, tournament }) => {
      const { home, away } = sides(match);
      const team = (field = 'input.teamId') => {
        if (input.teamId == null) throw new InputError({ [field]: 'Name the team' });
        return sideOf(input.teamId, home, away, field);
      };
      const roster = await RosterPlayers.load(tx, [home, away], tournament.id);
      const resolveAll = (refs: PlayerRefValue[] | null | undefined, side: number, field: string) =>
        (refs ?? []).map((ref, index) => roster.resolve(ref, side, `${field}[${index}]`));
      let event: CricketSheetEvent;
      switch (input.kind) {
        case CricketSheetKind.TOSS:
          if (!input.decision) throw new InputError({ 'input.decision': 'Say whether the toss winner bats or fields' });
          event = { type: 'toss', winner: teamKey(team()), decision: input.decision };
          break;
        case CricketSheetKind.PLAYING_XI: {
          const side = team();
          const players = resolveAll(input.players, side, 'input.players');
          const substitutes = resolveAll(input.substitutes, side, 'input.substitutes');
          await roster.flushAdded();
          event = {
            type: 'playing xi',
            team: teamKey(side),
            players: players.map((each) => String(each.id)),
            substitutes: substitutes.map((each) => String(each.id)),
          };
          break;
        }
        case CricketSheetKind.OFFICIALS:
          event = {
            type: 'officials',
            umpires: input.umpires ?? [],
            tvUmpires: input.tvUmpires ?? [],
            reserveUmpires: input.reserveUmpires ?? [],
            matchReferees: input.matchReferees ?? [],
          };
          break;
        case CricketSheetKind.POWERPLAY: {
          if (input.innings == null) throw new InputError({ 'input.innings': 'Name the innings' });
          if (input.fromOver == null) throw new InputError({ 'input.fromOver': 'Give the first over' });
          if (input.toOver == null) throw new InputError({ 'input.toOver': 'Give the last over' });
          event = {
            type: 'powerplay',
            innings: input.innings,
            from: input.fromOver,
            to: input.toOver,
            kind: input.powerplayKind ?? PowerplayKind.MANDATORY,
          };
          break;
        }
        case CricketSheetKind.PLAYER_OF_THE_MATCH:
          event = { type: 'player of the match', players: this.awardees(match, roster, input) };
          break;
      }
      return event;
    });
  }

  /** The player of the match is of either side: a roster id names the side; a name needs teamId. */
  private awardees(match: Match, roster: RosterPlayers, input: CricketSheetInput): string[] {
    const { home, away } = sides(match);
    return (input.players ?? []).map((ref, index) => {
      const field = `input.players[${index}]`;
      if (ref.id != null) {
        const member = roster.member(ref.id);
        const side = member?.team.id;
        if (side !== home && side !== away)
          throw new InputError({ [field]: `Player #${ref.id} is not on either side` });
        return String(roster.resolve(ref, side, field).id);
      }
      if (input.teamId == null) throw new InputError({ 'input.teamId': 'Name the team of a player named by name' });
      const member = roster.byName(sideOf(input.teamId, home, away, 'input.teamId'), ref.name ?? '');
      if (!member) throw new InputError({ [field]: `${ref.name ?? 'That player'} is not on the side’s roster` });
      return String(member.id);
    });
  }
}
