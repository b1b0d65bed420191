import type { AccountStatus, ActivityAction, Role } from '../../gql/graphql';

export const ROLE_LABELS: Record<Role, string> = {
  tournament_creator: 'Tournament Creator',
  club_owner: 'Club Owner',
  manager: 'Manager',
  coach: 'Coach',
  referee: 'Referee',
  player: 'Player',
};

export const ALL_ROLES = Object.keys(ROLE_LABELS) as Role[];

/** Section 9 of the spec: the activity action labels. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  user_created: 'Account Created',
  user_activated: 'Account Activated',
  user_deactivated: 'Account Deactivated',
  role_changed: 'Role Changed',
  account_deleted: 'Account Deleted',
  match_corrected: 'Match Corrected',
  points_deducted: 'Points Deducted',
  points_deduction_removed: 'Points Deduction Removed',
  registration_reviewed: 'Entry Reviewed',
  registration_fee_recorded: 'Entry Fee Recorded',
  registration_withdrawn: 'Entry Withdrawn',
  registration_promoted: 'Entry Promoted',
  squad_changed: 'Squad Changed',
};

export const STATUS_LABELS: Record<AccountStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  active: { label: 'Active', palette: 'green' },
  inactive: { label: 'Inactive', palette: 'gray' },
};

/** Section 5 of the spec: deactivating asks first, on the list as on the profile. */
export const DEACTIVATE_CONFIRMATION = {
  title: 'Deactivate user',
  message: 'Are you sure you want to deactivate this user?',
  confirmLabel: 'Deactivate',
};
