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
    "\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n": typeof types.FixtureRow_MatchFragmentDoc,
    "\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n": typeof types.FixtureBoardDocument,
    "\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n": typeof types.GenerateFixturesDocument,
    "\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n": typeof types.UpdateFixtureDocument,
    "\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n": typeof types.AddMatchDocument,
    "\n  query LandingViewer {\n    me {\n      id\n    }\n  }\n": typeof types.LandingViewerDocument,
    "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": typeof types.LandingDocument,
    "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n": typeof types.LiveScore_MatchFragmentDoc,
    "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n": typeof types.LiveMatchDocument,
    "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      updatedAt\n    }\n  }\n": typeof types.LiveTournamentDocument,
    "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LiveScore_match\n      venue\n      scheduledDate\n      updatedAt\n    }\n  }\n": typeof types.LiveMatchesDocument,
    "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n": typeof types.MatchCard_MatchFragmentDoc,
    "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n      }\n    }\n  }\n": typeof types.MatchPageDocument,
    "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n": typeof types.ScoringMatchDocument,
    "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": typeof types.ChangeMatchStatusDocument,
    "\n  mutation UpdateMatchScore($matchId: Int!, $score: MatchScoreInput!) {\n    updateMatchScore(matchId: $matchId, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": typeof types.UpdateMatchScoreDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": typeof types.TournamentCard_TournamentFragmentDoc,
    "\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n": typeof types.TournamentPageDocument,
    "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": typeof types.BrowseMatchesDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": typeof types.BrowseTournamentsDocument,
};
const documents: Documents = {
    "\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n": types.FixtureRow_MatchFragmentDoc,
    "\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n": types.FixtureBoardDocument,
    "\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n": types.GenerateFixturesDocument,
    "\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n": types.UpdateFixtureDocument,
    "\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n": types.AddMatchDocument,
    "\n  query LandingViewer {\n    me {\n      id\n    }\n  }\n": types.LandingViewerDocument,
    "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": types.LandingDocument,
    "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n": types.LiveScore_MatchFragmentDoc,
    "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n": types.LiveMatchDocument,
    "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      updatedAt\n    }\n  }\n": types.LiveTournamentDocument,
    "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LiveScore_match\n      venue\n      scheduledDate\n      updatedAt\n    }\n  }\n": types.LiveMatchesDocument,
    "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n": types.MatchCard_MatchFragmentDoc,
    "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n      }\n    }\n  }\n": types.MatchPageDocument,
    "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n": types.ScoringMatchDocument,
    "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": types.ChangeMatchStatusDocument,
    "\n  mutation UpdateMatchScore($matchId: Int!, $score: MatchScoreInput!) {\n    updateMatchScore(matchId: $matchId, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": types.UpdateMatchScoreDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": types.TournamentCard_TournamentFragmentDoc,
    "\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n": types.TournamentPageDocument,
    "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": types.BrowseMatchesDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": types.BrowseTournamentsDocument,
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
export function graphql(source: "\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingViewer {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query LandingViewer {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"): (typeof documents)["\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n"): (typeof documents)["\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LiveScore_match\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LiveScore_match\n      venue\n      scheduledDate\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LiveScore_match\n      venue\n      scheduledDate\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n"): (typeof documents)["\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMatchScore($matchId: Int!, $score: MatchScoreInput!) {\n    updateMatchScore(matchId: $matchId, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMatchScore($matchId: Int!, $score: MatchScoreInput!) {\n    updateMatchScore(matchId: $matchId, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n"): (typeof documents)["\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n"): (typeof documents)["\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"): (typeof documents)["\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n"): (typeof documents)["\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;