import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { isStaffRole } from '../../core/guards.js';

/**
 * Who may see and do what with tournaments and matches: the one place the rule lives. Services,
 * resolvers, subscriptions, feeds and share previews ask here; list queries use the filters below.
 *
 * - A tournament is public when it is published and active. Public data is everyone's.
 * - A draft (unpublished) is seen by its creator alone; a draft's match also by its referee and scorer.
 * - A deactivated tournament (isActive false) is seen by nobody through a read; its creator still
 *   manages it.
 * - Whoever may not see a record gets the answer a missing id gets (NOT_FOUND), never FORBIDDEN.
 * - Only an active, activated account counts as a signed-in person here.
 * - Powers follow the role at the time of the request: being a tournament's creator or a match's referee
 *   or scorer counts only while the account holds a role that runs competitions (any but player). The
 *   viewer is read from the database for every request and WebSocket operation, so a person demoted to
 *   player, or deactivated, loses every such power (and the drafts it showed) on every tournament at once.
 */

// The policy names the facts it reads, not the entities: it sits below every domain it rules on.
export type Viewer = { id: number; role: string; isActive: boolean; isAccountActivated: boolean } | null | undefined;

type PublicationFacts = { isPublished: boolean; isActive: boolean };
type TournamentFacts = PublicationFacts & { creator: { id: number } };
export type MatchFacts = {
  tournament: { getEntity(): TournamentFacts };
  referee?: { id: number } | null;
  scorer?: { id: number } | null;
};

/** Said to a creator or official whose account no longer holds a role that runs competitions. */
const ROLE_LOST = 'Your role no longer lets you run competitions or officiate matches.';

/** A signed-in person who is neither deactivated nor waiting for activation. */
export function isMember(viewer: Viewer): viewer is NonNullable<Viewer> {
  return !!viewer && viewer.isActive && viewer.isAccountActivated;
}

/** A member whose role runs competitions: the only one a creator's or an official's powers reach. */
export function holdsStaffRole(viewer: Viewer): viewer is NonNullable<Viewer> {
  return isMember(viewer) && isStaffRole(viewer.role);
}

export function isPublicTournament(tournament: PublicationFacts): boolean {
  return tournament.isPublished && tournament.isActive;
}

export function isTournamentCreator(viewer: Viewer, tournament: TournamentFacts): boolean {
  return holdsStaffRole(viewer) && tournament.creator.id === viewer.id;
}

export function canSeeTournament(viewer: Viewer, tournament: TournamentFacts): boolean {
  return isPublicTournament(tournament) || (tournament.isActive && isTournamentCreator(viewer, tournament));
}

/** Change, publish, register into as organiser, manage fixtures: the creator, even of a deactivated one. */
export function canManageTournament(viewer: Viewer, tournament: TournamentFacts): boolean {
  return isTournamentCreator(viewer, tournament);
}

/** The people who see a match that is not public: its tournament's creator, its referee and scorer. */
export function privateMatchWatcherIds(match: MatchFacts): number[] {
  const tournament = match.tournament.getEntity();
  if (!tournament.isActive) return [];
  return [tournament.creator.id, match.referee?.id, match.scorer?.id].filter((id): id is number => !!id);
}

/** Whether the viewer is one of a private match's watchers (`privateMatchWatcherIds`) and still may be. */
export function isPrivateMatchWatcher(viewer: Viewer, watcherIds: readonly number[]): boolean {
  return holdsStaffRole(viewer) && watcherIds.includes(viewer.id);
}

/** `match.tournament` must be loaded. */
export function canSeeMatch(viewer: Viewer, match: MatchFacts): boolean {
  const tournament = match.tournament.getEntity();
  if (isPublicTournament(tournament)) return true;
  return isPrivateMatchWatcher(viewer, privateMatchWatcherIds(match));
}

/** Start, score and complete: the tournament's creator and the match's referee or scorer. */
export function canScore(viewer: Viewer, match: MatchFacts): boolean {
  return holdsStaffRole(viewer) && isNamedOn(viewer, match);
}

/** The tournament's creator, the match's referee or its scorer, whatever their role now. */
function isNamedOn(viewer: NonNullable<Viewer>, match: MatchFacts): boolean {
  const tournament = match.tournament.getEntity();
  return tournament.creator.id === viewer.id || match.referee?.id === viewer.id || match.scorer?.id === viewer.id;
}

/** NOT_FOUND unless the viewer may see it: a hidden tournament answers as a missing one. */
export function assertCanSeeTournament<T extends TournamentFacts>(viewer: Viewer, tournament: T | null): T {
  if (!tournament || !canSeeTournament(viewer, tournament)) throw new NotFoundError('Tournament not found');
  return tournament;
}

/** NOT_FOUND when the viewer may not even see the tournament; FORBIDDEN when they see it but do not run it. */
export function assertCanManageTournament<T extends TournamentFacts>(
  viewer: Viewer,
  tournament: T | null,
  message = 'Only the creator of this tournament can manage it.',
): T {
  if (!tournament || (!canManageTournament(viewer, tournament) && !canSeeTournament(viewer, tournament))) {
    throw new NotFoundError('Tournament not found');
  }
  if (!canManageTournament(viewer, tournament)) {
    throw new ForbiddenError(isMember(viewer) && tournament.creator.id === viewer.id ? ROLE_LOST : message);
  }
  return tournament;
}

/** FORBIDDEN unless the viewer may score the match (`canScore`); the message says why. */
export function assertCanScore<T extends MatchFacts>(viewer: Viewer, match: T): T {
  if (canScore(viewer, match)) return match;
  if (isMember(viewer) && isNamedOn(viewer, match)) throw new ForbiddenError(ROLE_LOST);
  throw new ForbiddenError('Only the tournament’s creator and the match’s referee or scorer can do this.');
}

export function assertCanSeeMatch<T extends MatchFacts>(viewer: Viewer, match: T | null): T {
  if (!match || !canSeeMatch(viewer, match)) throw new NotFoundError('Match not found');
  return match;
}

/** Public tournaments, for list queries. */
export const PUBLIC_TOURNAMENT = { isPublished: true, isActive: true } as const;

/** Matches of public tournaments, for list queries. */
export const PUBLIC_MATCH = { tournament: PUBLIC_TOURNAMENT } as const;

/** The tournaments a viewer may see, as a query filter (the same rule as canSeeTournament). */
export function visibleTournamentWhere(
  viewer: Viewer,
): typeof PUBLIC_TOURNAMENT | { isActive: true; $or: [{ isPublished: true }, { creator: number }] } {
  if (!holdsStaffRole(viewer)) return { ...PUBLIC_TOURNAMENT };
  return { isActive: true, $or: [{ isPublished: true }, { creator: viewer.id }] };
}
