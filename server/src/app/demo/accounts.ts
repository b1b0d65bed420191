import { Role } from '../../modules/users/user.entity.js';

export type DemoAccount = {
  email: string;
  name: string;
  role: Role;
  state: 'active' | 'pending' | 'inactive';
  description: string;
};

/** The accounts the local sign-in page offers; the demo seed creates them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@pitchside.test',
    name: 'Alicia Baptiste',
    role: Role.tournament_creator,
    state: 'active',
    description: 'Administrator, tournament creator',
  },
  {
    email: 'owner@pitchside.test',
    name: 'Desmond Charles',
    role: Role.club_owner,
    state: 'active',
    description: 'Club owner (administrator)',
  },
  {
    email: 'manager@pitchside.test',
    name: 'Keisha Thomas',
    role: Role.manager,
    state: 'active',
    description: 'Team manager',
  },
  {
    email: 'referee@pitchside.test',
    name: 'Marlon Joseph',
    role: Role.referee,
    state: 'active',
    description: 'Referee and scorer',
  },
  { email: 'player@pitchside.test', name: 'Shai Hope', role: Role.player, state: 'active', description: 'Player' },
  {
    email: 'pending@pitchside.test',
    name: 'Nadia Francis',
    role: Role.manager,
    state: 'pending',
    description: 'Awaiting activation',
  },
  {
    email: 'deactivated@pitchside.test',
    name: 'Trevor Lewis',
    role: Role.referee,
    state: 'inactive',
    description: 'Deactivated account',
  },
];
