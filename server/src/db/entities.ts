import { ActivityLog } from '../modules/users/activity-log.entity.js';
import { Club } from '../modules/clubs/club.entity.js';
import { Match } from '../modules/matches/match.entity.js';
import { BaseEntity } from '../modules/common/base.entity.js';
import { TeamMember } from '../modules/teams/team-member.entity.js';
import { Team } from '../modules/teams/team.entity.js';
import { Registration } from '../modules/tournaments/registration.entity.js';
import { Tournament } from '../modules/tournaments/tournament.entity.js';
import { Stage, StageGroup } from '../modules/tournaments/stage.entity.js';
import { User } from '../modules/users/user.entity.js';
import { MatchEvent } from '../modules/matches/events/match-event.entity.js';
import { PointsDeduction } from '../modules/standings/points-deduction.entity.js';

export const entities = [
  BaseEntity,
  User,
  ActivityLog,
  Club,
  Team,
  TeamMember,
  Tournament,
  Registration,
  Stage,
  StageGroup,
  Match,
  MatchEvent,
  PointsDeduction,
];
