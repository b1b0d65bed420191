import { ActivityLog } from '../modules/users/activity-log.entity.js';
import { Club } from '../modules/clubs/club.entity.js';
import { Match } from '../modules/matches/match.entity.js';
import { BaseEntity } from '../modules/common/base.entity.js';
import { TeamMember } from '../modules/teams/team-member.entity.js';
import { Team } from '../modules/teams/team.entity.js';
import { TeamCrest } from '../modules/teams/team-crest.entity.js';
import { SquadMember } from '../modules/squads/squad-member.entity.js';
import { Competition } from '../modules/tournaments/competition.entity.js';
import { Registration } from '../modules/tournaments/registration.entity.js';
import { Tournament } from '../modules/tournaments/tournament.entity.js';
import { Stage, StageGroup } from '../modules/tournaments/stage.entity.js';
import { Pitch, Venue } from '../modules/tournaments/venue.entity.js';
import { User } from '../modules/users/user.entity.js';
import { MatchEvent } from '../modules/matches/events/match-event.entity.js';
import { PushDelivery } from '../modules/push/push-delivery.entity.js';
import { PushSubscription } from '../modules/push/push-subscription.entity.js';
import { PointsDeduction } from '../modules/standings/points-deduction.entity.js';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity.js';
import { Webhook } from '../modules/webhooks/webhook.entity.js';

export const entities = [
  BaseEntity,
  User,
  ActivityLog,
  Club,
  Team,
  TeamMember,
  TeamCrest,
  Competition,
  Tournament,
  Registration,
  SquadMember,
  Stage,
  StageGroup,
  Venue,
  Pitch,
  Match,
  MatchEvent,
  PointsDeduction,
  PushSubscription,
  PushDelivery,
  Webhook,
  WebhookDelivery,
];
