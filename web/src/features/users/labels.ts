import type { AccountStatus, ActivityAction, Role } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';

/** Each role's name, as a message: `t(ROLE_LABELS[role])`. */
export const ROLE_LABELS: Record<Role, MessageId> = {
  tournament_creator: 'users.role.tournament_creator',
  club_owner: 'users.role.club_owner',
  manager: 'users.role.manager',
  coach: 'users.role.coach',
  referee: 'users.role.referee',
  player: 'users.role.player',
};

export const ALL_ROLES = Object.keys(ROLE_LABELS) as Role[];

/** Section 9 of the spec: the activity action labels. */
export const ACTION_LABELS: Record<ActivityAction, MessageId> = {
  user_created: 'users.action.user_created',
  user_activated: 'users.action.user_activated',
  user_deactivated: 'users.action.user_deactivated',
  role_changed: 'users.action.role_changed',
  account_deleted: 'users.action.account_deleted',
  match_corrected: 'users.action.match_corrected',
  points_deducted: 'users.action.points_deducted',
  points_deduction_removed: 'users.action.points_deduction_removed',
  registration_reviewed: 'users.action.registration_reviewed',
  registration_fee_recorded: 'users.action.registration_fee_recorded',
  registration_withdrawn: 'users.action.registration_withdrawn',
  registration_promoted: 'users.action.registration_promoted',
  squad_changed: 'users.action.squad_changed',
};

export const STATUS_LABELS: Record<AccountStatus, { label: MessageId; palette: string }> = {
  pending: { label: 'users.status.pending', palette: 'orange' },
  active: { label: 'users.status.active', palette: 'green' },
  inactive: { label: 'users.status.inactive', palette: 'gray' },
};

/** Section 5 of the spec: deactivating asks first, on the list as on the profile. */
export const DEACTIVATE_CONFIRMATION = {
  title: 'users.deactivate.title',
  message: 'users.deactivate.message',
  confirmLabel: 'users.deactivate.confirm',
} as const satisfies Record<string, MessageId>;
