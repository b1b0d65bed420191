/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer {\n    me {\n      id\n      email\n      name\n      givenName\n      role\n      status\n      isActive\n      isAccountActivated\n      hasChosenRole\n      profilePicture\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": typeof types.TournamentCard_TournamentFragmentDoc,
    "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n": typeof types.ActivityList_EntryFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n": typeof types.ChangeUserRoleDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": typeof types.DashboardActivityDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": typeof types.BrowseTournamentsDocument,
    "\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n": typeof types.SelectRoleDocument,
    "\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": typeof types.UserManagementOverviewDocument,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n": typeof types.AdminUserDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    me {\n      id\n      email\n      name\n      givenName\n      role\n      status\n      isActive\n      isAccountActivated\n      hasChosenRole\n      profilePicture\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": types.TournamentCard_TournamentFragmentDoc,
    "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n": types.ActivityList_EntryFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n": types.ChangeUserRoleDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": types.DashboardActivityDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": types.BrowseTournamentsDocument,
    "\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n": types.SelectRoleDocument,
    "\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": types.UserManagementOverviewDocument,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n": types.AdminUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      id\n      email\n      name\n      givenName\n      role\n      status\n      isActive\n      isAccountActivated\n      hasChosenRole\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      id\n      email\n      name\n      givenName\n      role\n      status\n      isActive\n      isAccountActivated\n      hasChosenRole\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n"): (typeof documents)["\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n"): (typeof documents)["\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n"): (typeof documents)["\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n"): (typeof documents)["\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;