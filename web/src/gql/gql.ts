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
    "\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n": typeof types.FixtureRow_MatchFragmentDoc,
    "\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n": typeof types.FixtureBoardDocument,
    "\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n": typeof types.GenerateFixturesDocument,
    "\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n": typeof types.UpdateFixtureDocument,
    "\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n": typeof types.AddMatchDocument,
    "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": typeof types.LandingDocument,
    "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n": typeof types.LiveScore_MatchFragmentDoc,
    "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      seq\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n": typeof types.LiveMatchDocument,
    "\n  fragment LivePush_match on Match {\n    id\n    ...LiveScore_match\n    ...MatchCard_match\n    scheduledDate\n    venue\n    roundNumber\n    matchNumber\n    updatedAt\n  }\n": typeof types.LivePush_MatchFragmentDoc,
    "\n  fragment LiveStatus_match on Match {\n    id\n    status\n  }\n": typeof types.LiveStatus_MatchFragmentDoc,
    "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LivePush_match\n    }\n  }\n": typeof types.LiveTournamentDocument,
    "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LivePush_match\n    }\n  }\n": typeof types.LiveMatchesDocument,
    "\n  fragment ClubCard_club on Club {\n    id\n    name\n    description\n    location\n    contactEmail\n    contactPhone\n    isActive\n    teamCount\n  }\n": typeof types.ClubCard_ClubFragmentDoc,
    "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation UpdateClub($id: Int!, $input: ClubInput!) {\n    updateClub(id: $id, input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n": typeof types.UpdateClubDocument,
    "\n  mutation SetClubActive($id: Int!, $active: Boolean!) {\n    setClubActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": typeof types.SetClubActiveDocument,
    "\n  fragment ManagedTournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n    entryFee\n    isPublished\n    maxTeams\n    registrationCount\n  }\n": typeof types.ManagedTournamentCard_TournamentFragmentDoc,
    "\n  fragment RosterPlayer_member on TeamMember {\n    id\n    name\n    userId\n    jerseyNumber\n    position\n    isCaptain\n    isViceCaptain\n  }\n": typeof types.RosterPlayer_MemberFragmentDoc,
    "\n  query PlayerCandidates($teamId: Int!, $search: String, $limit: Int) {\n    playerCandidates(teamId: $teamId, search: $search, limit: $limit) {\n      id\n      name\n      profilePicture\n    }\n  }\n": typeof types.PlayerCandidatesDocument,
    "\n  mutation AddTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n": typeof types.AddTeamMemberDocument,
    "\n  mutation UpdateTeamMember($id: Int!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n": typeof types.UpdateTeamMemberDocument,
    "\n  fragment TeamCard_team on Team {\n    id\n    name\n    sport\n    description\n    homeGround\n    foundedDate\n    isActive\n    clubId\n    managerId\n    coachId\n    playerCount\n    club {\n      id\n      name\n    }\n  }\n": typeof types.TeamCard_TeamFragmentDoc,
    "\n  query TeamPeople {\n    assignableUsers {\n      id\n      name\n    }\n  }\n": typeof types.TeamPeopleDocument,
    "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($id: Int!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation SetTeamActive($id: Int!, $active: Boolean!) {\n    setTeamActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": typeof types.SetTeamActiveDocument,
    "\n  fragment TournamentDetails_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    endDate\n    registrationDeadline\n    maxTeams\n    entryFee\n    prizePool\n    rules\n    venueInfo\n    isPublished\n    oversPerInnings\n    ballsPerOver\n    registrationCount\n  }\n": typeof types.TournamentDetails_TournamentFragmentDoc,
    "\n  mutation CreateTournament($input: TournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n": typeof types.CreateTournamentDocument,
    "\n  mutation UpdateTournament($id: Int!, $input: TournamentInput!) {\n    updateTournament(id: $id, input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n": typeof types.UpdateTournamentDocument,
    "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    battedFirst\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n": typeof types.MatchCard_MatchFragmentDoc,
    "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n        oversPerInnings\n      }\n    }\n  }\n": typeof types.MatchPageDocument,
    "\n  query MyMatches {\n    myMatches {\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n": typeof types.MyMatchesDocument,
    "\n  query MyTeams {\n    myTeamFixtures {\n      team {\n        id\n        name\n        homeGround\n      }\n      relations\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n": typeof types.MyTeamsDocument,
    "\n  query OrganisedMatches {\n    organisedMatches {\n      id\n      status\n      scheduledDate\n      venue\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OrganisedMatchesDocument,
    "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      seq\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n": typeof types.ScoringMatchDocument,
    "\n  query ScoringPad($id: Int!, $after: Int) {\n    match(id: $id) {\n      id\n      seq\n      status\n      homeTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      awayTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      innings {\n        number\n        superOver\n        battingTeam {\n          id\n          name\n        }\n        runs\n        wickets\n        legalBalls\n        overs\n        target\n        closed\n        allOut\n        batting {\n          player {\n            id\n            name\n          }\n          runs\n          balls\n          dismissal {\n            text\n          }\n        }\n        bowling {\n          player {\n            id\n            name\n          }\n          overs\n          maidens\n          runs\n          wickets\n        }\n      }\n      events(after: $after) {\n        id\n        seq\n        kind\n        payload\n        createdAt\n      }\n    }\n  }\n": typeof types.ScoringPadDocument,
    "\n  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {\n    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": typeof types.RecordDeliveryDocument,
    "\n  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {\n    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": typeof types.RecordFootballEventDocument,
    "\n  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {\n    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {\n      id\n      seq\n    }\n  }\n": typeof types.UndoLastEventDocument,
    "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": typeof types.ChangeMatchStatusDocument,
    "\n  mutation CloseInnings($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {\n    closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": typeof types.CloseInningsDocument,
    "\n  mutation RecordRainRevision($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {\n    recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": typeof types.RecordRainRevisionDocument,
    "\n  mutation CompleteAsTie($matchId: Int!, $key: String!, $afterSeq: Int!) {\n    completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) {\n      id\n      seq\n    }\n  }\n": typeof types.CompleteAsTieDocument,
    "\n  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {\n    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": typeof types.RecordPointsEventDocument,
    "\n  query StandingsPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      tournamentType\n      maxTeams\n      prizePool\n    }\n    tournamentTeams(tournamentId: $id) {\n      id\n    }\n    standings(tournamentId: $id) {\n      position\n      teamId\n      teamName\n      matchesPlayed\n      wins\n      draws\n      losses\n      noResults\n      points\n      runsFor\n      runsAgainst\n      goalDifference\n      netRunRate\n      form\n    }\n  }\n": typeof types.StandingsPageDocument,
    "\n  query LeadersPage($id: Int!, $limit: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      battingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        innings\n        notOuts\n        runs\n        balls\n        highScore\n        highScoreNotOut\n        average\n        strikeRate\n        fours\n        sixes\n      }\n      bowlingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        overs\n        legalBalls\n        runs\n        wickets\n        economy\n        bestFigures\n      }\n      topScorers(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        goals\n        penalties\n        assists\n      }\n    }\n  }\n": typeof types.LeadersPageDocument,
    "\n  fragment PlayerBatting_figures on BattingFigures {\n    innings\n    notOuts\n    runs\n    balls\n    highScore\n    highScoreNotOut\n    average\n    strikeRate\n    fifties\n    hundreds\n  }\n": typeof types.PlayerBatting_FiguresFragmentDoc,
    "\n  fragment PlayerBowling_figures on BowlingFigures {\n    innings\n    overs\n    runs\n    wickets\n    bestFigures\n    average\n    economy\n  }\n": typeof types.PlayerBowling_FiguresFragmentDoc,
    "\n  fragment PlayerFootball_figures on FootballFigures {\n    appearances\n    goals\n    penalties\n    assists\n    yellowCards\n    redCards\n  }\n": typeof types.PlayerFootball_FiguresFragmentDoc,
    "\n  query PlayerPage($id: Int!) {\n    player(id: $id) {\n      id\n      name\n      shirtNumber\n      position\n      team {\n        id\n        name\n      }\n      career {\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      tournaments {\n        tournament {\n          id\n          name\n        }\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      matches {\n        summary\n        match {\n          id\n          status\n          scheduledDate\n          homeTeam {\n            name\n          }\n          awayTeam {\n            name\n          }\n          tournament {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlayerPageDocument,
    "\n  query TeamPage($id: Int!) {\n    publicTeam(id: $id) {\n      id\n      name\n      homeGround\n      club {\n        name\n      }\n      members {\n        id\n        name\n        jerseyNumber\n        position\n        isCaptain\n        isActive\n      }\n    }\n    teamMatches(teamId: $id) {\n      id\n      status\n      winnerTeamId\n      ...MatchCard_match\n    }\n  }\n": typeof types.TeamPageDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": typeof types.TournamentCard_TournamentFragmentDoc,
    "\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n": typeof types.TournamentPageDocument,
    "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n": typeof types.ActivityList_EntryFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  mutation ActivateUser($id: Int!, $expectedRole: Role) {\n    activateUser(id: $id, expectedRole: $expectedRole) {\n      ...UserRow_user\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n": typeof types.ChangeUserRoleDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": typeof types.DashboardActivityDocument,
    "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": typeof types.BrowseMatchesDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": typeof types.BrowseTournamentsDocument,
    "\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n": typeof types.SelectRoleDocument,
    "\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": typeof types.UserManagementOverviewDocument,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query ManagementClubs {\n    myClubs {\n      id\n      ...ClubCard_club\n    }\n  }\n": typeof types.ManagementClubsDocument,
    "\n  query TeamRoster($id: Int!) {\n    team(id: $id) {\n      id\n      name\n      isActive\n      club {\n        id\n        name\n      }\n      members {\n        ...RosterPlayer_member\n      }\n      registrations {\n        id\n        tournamentId\n        tournament {\n          id\n          name\n          startDate\n        }\n      }\n    }\n    tournamentsOpenForRegistration {\n      id\n      name\n      startDate\n      registrationDeadline\n      maxTeams\n      registrationCount\n    }\n  }\n": typeof types.TeamRosterDocument,
    "\n  mutation RestoreTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      id\n    }\n  }\n": typeof types.RestoreTeamMemberDocument,
    "\n  mutation RemoveTeamMember($id: Int!) {\n    removeTeamMember(id: $id)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation RegisterOwnTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n": typeof types.RegisterOwnTeamDocument,
    "\n  mutation WithdrawTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n": typeof types.WithdrawTeamDocument,
    "\n  query ManagementTeams($clubId: Int) {\n    myTeams(clubId: $clubId) {\n      id\n      ...TeamCard_team\n    }\n    myClubs {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.ManagementTeamsDocument,
    "\n  query ManagedTournament($id: Int!) {\n    managedTournament(id: $id) {\n      id\n      ...TournamentDetails_tournament\n      registrations {\n        id\n        teamId\n        createdAt\n        team {\n          id\n          name\n          club {\n            id\n            name\n          }\n        }\n      }\n    }\n    registrableTeams(tournamentId: $id) {\n      id\n      name\n      club {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ManagedTournamentDocument,
    "\n  mutation SetTournamentPublished($id: Int!, $published: Boolean!) {\n    setTournamentPublished(id: $id, published: $published) {\n      id\n      isPublished\n    }\n  }\n": typeof types.SetTournamentPublishedDocument,
    "\n  mutation OrganiserRegisterTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n": typeof types.OrganiserRegisterTeamDocument,
    "\n  mutation OrganiserRemoveTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n": typeof types.OrganiserRemoveTeamDocument,
    "\n  query ManagementTournaments {\n    myTournaments {\n      id\n      ...ManagedTournamentCard_tournament\n    }\n  }\n": typeof types.ManagementTournamentsDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    me {\n      id\n      email\n      name\n      givenName\n      role\n      status\n      isActive\n      isAccountActivated\n      hasChosenRole\n      profilePicture\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment FixtureRow_match on Match {\n    id\n    roundNumber\n    matchNumber\n    scheduledDate\n    venue\n    status\n    isFinal\n    homeTeamScore\n    awayTeamScore\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    referee {\n      id\n      name\n    }\n    scorer {\n      id\n      name\n    }\n  }\n": types.FixtureRow_MatchFragmentDoc,
    "\n  query FixtureBoard($tournamentId: Int!) {\n    fixtureBoard(tournamentId: $tournamentId) {\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        startDate\n        endDate\n      }\n      teams {\n        id\n        name\n        homeGround\n      }\n      matches {\n        id\n        ...FixtureRow_match\n      }\n    }\n    officialCandidates {\n      id\n      name\n    }\n  }\n": types.FixtureBoardDocument,
    "\n  mutation GenerateFixtures($tournamentId: Int!, $replace: Boolean) {\n    generateFixtures(tournamentId: $tournamentId, replace: $replace) {\n      id\n    }\n  }\n": types.GenerateFixturesDocument,
    "\n  mutation UpdateFixture($matchId: Int!, $input: FixtureInput!) {\n    updateFixture(matchId: $matchId, input: $input) {\n      id\n      ...FixtureRow_match\n    }\n  }\n": types.UpdateFixtureDocument,
    "\n  mutation AddMatch($input: AddMatchInput!) {\n    addMatch(input: $input) {\n      id\n    }\n  }\n": types.AddMatchDocument,
    "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": types.LandingDocument,
    "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n": types.LiveScore_MatchFragmentDoc,
    "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      seq\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n": types.LiveMatchDocument,
    "\n  fragment LivePush_match on Match {\n    id\n    ...LiveScore_match\n    ...MatchCard_match\n    scheduledDate\n    venue\n    roundNumber\n    matchNumber\n    updatedAt\n  }\n": types.LivePush_MatchFragmentDoc,
    "\n  fragment LiveStatus_match on Match {\n    id\n    status\n  }\n": types.LiveStatus_MatchFragmentDoc,
    "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LivePush_match\n    }\n  }\n": types.LiveTournamentDocument,
    "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LivePush_match\n    }\n  }\n": types.LiveMatchesDocument,
    "\n  fragment ClubCard_club on Club {\n    id\n    name\n    description\n    location\n    contactEmail\n    contactPhone\n    isActive\n    teamCount\n  }\n": types.ClubCard_ClubFragmentDoc,
    "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation UpdateClub($id: Int!, $input: ClubInput!) {\n    updateClub(id: $id, input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n": types.UpdateClubDocument,
    "\n  mutation SetClubActive($id: Int!, $active: Boolean!) {\n    setClubActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": types.SetClubActiveDocument,
    "\n  fragment ManagedTournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n    entryFee\n    isPublished\n    maxTeams\n    registrationCount\n  }\n": types.ManagedTournamentCard_TournamentFragmentDoc,
    "\n  fragment RosterPlayer_member on TeamMember {\n    id\n    name\n    userId\n    jerseyNumber\n    position\n    isCaptain\n    isViceCaptain\n  }\n": types.RosterPlayer_MemberFragmentDoc,
    "\n  query PlayerCandidates($teamId: Int!, $search: String, $limit: Int) {\n    playerCandidates(teamId: $teamId, search: $search, limit: $limit) {\n      id\n      name\n      profilePicture\n    }\n  }\n": types.PlayerCandidatesDocument,
    "\n  mutation AddTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n": types.AddTeamMemberDocument,
    "\n  mutation UpdateTeamMember($id: Int!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n": types.UpdateTeamMemberDocument,
    "\n  fragment TeamCard_team on Team {\n    id\n    name\n    sport\n    description\n    homeGround\n    foundedDate\n    isActive\n    clubId\n    managerId\n    coachId\n    playerCount\n    club {\n      id\n      name\n    }\n  }\n": types.TeamCard_TeamFragmentDoc,
    "\n  query TeamPeople {\n    assignableUsers {\n      id\n      name\n    }\n  }\n": types.TeamPeopleDocument,
    "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($id: Int!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation SetTeamActive($id: Int!, $active: Boolean!) {\n    setTeamActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": types.SetTeamActiveDocument,
    "\n  fragment TournamentDetails_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    endDate\n    registrationDeadline\n    maxTeams\n    entryFee\n    prizePool\n    rules\n    venueInfo\n    isPublished\n    oversPerInnings\n    ballsPerOver\n    registrationCount\n  }\n": types.TournamentDetails_TournamentFragmentDoc,
    "\n  mutation CreateTournament($input: TournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n": types.CreateTournamentDocument,
    "\n  mutation UpdateTournament($id: Int!, $input: TournamentInput!) {\n    updateTournament(id: $id, input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n": types.UpdateTournamentDocument,
    "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    battedFirst\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n": types.MatchCard_MatchFragmentDoc,
    "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n        oversPerInnings\n      }\n    }\n  }\n": types.MatchPageDocument,
    "\n  query MyMatches {\n    myMatches {\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n": types.MyMatchesDocument,
    "\n  query MyTeams {\n    myTeamFixtures {\n      team {\n        id\n        name\n        homeGround\n      }\n      relations\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n": types.MyTeamsDocument,
    "\n  query OrganisedMatches {\n    organisedMatches {\n      id\n      status\n      scheduledDate\n      venue\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n      }\n    }\n  }\n": types.OrganisedMatchesDocument,
    "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      seq\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n": types.ScoringMatchDocument,
    "\n  query ScoringPad($id: Int!, $after: Int) {\n    match(id: $id) {\n      id\n      seq\n      status\n      homeTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      awayTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      innings {\n        number\n        superOver\n        battingTeam {\n          id\n          name\n        }\n        runs\n        wickets\n        legalBalls\n        overs\n        target\n        closed\n        allOut\n        batting {\n          player {\n            id\n            name\n          }\n          runs\n          balls\n          dismissal {\n            text\n          }\n        }\n        bowling {\n          player {\n            id\n            name\n          }\n          overs\n          maidens\n          runs\n          wickets\n        }\n      }\n      events(after: $after) {\n        id\n        seq\n        kind\n        payload\n        createdAt\n      }\n    }\n  }\n": types.ScoringPadDocument,
    "\n  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {\n    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": types.RecordDeliveryDocument,
    "\n  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {\n    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": types.RecordFootballEventDocument,
    "\n  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {\n    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {\n      id\n      seq\n    }\n  }\n": types.UndoLastEventDocument,
    "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n": types.ChangeMatchStatusDocument,
    "\n  mutation CloseInnings($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {\n    closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": types.CloseInningsDocument,
    "\n  mutation RecordRainRevision($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {\n    recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": types.RecordRainRevisionDocument,
    "\n  mutation CompleteAsTie($matchId: Int!, $key: String!, $afterSeq: Int!) {\n    completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) {\n      id\n      seq\n    }\n  }\n": types.CompleteAsTieDocument,
    "\n  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {\n    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n": types.RecordPointsEventDocument,
    "\n  query StandingsPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      tournamentType\n      maxTeams\n      prizePool\n    }\n    tournamentTeams(tournamentId: $id) {\n      id\n    }\n    standings(tournamentId: $id) {\n      position\n      teamId\n      teamName\n      matchesPlayed\n      wins\n      draws\n      losses\n      noResults\n      points\n      runsFor\n      runsAgainst\n      goalDifference\n      netRunRate\n      form\n    }\n  }\n": types.StandingsPageDocument,
    "\n  query LeadersPage($id: Int!, $limit: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      battingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        innings\n        notOuts\n        runs\n        balls\n        highScore\n        highScoreNotOut\n        average\n        strikeRate\n        fours\n        sixes\n      }\n      bowlingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        overs\n        legalBalls\n        runs\n        wickets\n        economy\n        bestFigures\n      }\n      topScorers(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        goals\n        penalties\n        assists\n      }\n    }\n  }\n": types.LeadersPageDocument,
    "\n  fragment PlayerBatting_figures on BattingFigures {\n    innings\n    notOuts\n    runs\n    balls\n    highScore\n    highScoreNotOut\n    average\n    strikeRate\n    fifties\n    hundreds\n  }\n": types.PlayerBatting_FiguresFragmentDoc,
    "\n  fragment PlayerBowling_figures on BowlingFigures {\n    innings\n    overs\n    runs\n    wickets\n    bestFigures\n    average\n    economy\n  }\n": types.PlayerBowling_FiguresFragmentDoc,
    "\n  fragment PlayerFootball_figures on FootballFigures {\n    appearances\n    goals\n    penalties\n    assists\n    yellowCards\n    redCards\n  }\n": types.PlayerFootball_FiguresFragmentDoc,
    "\n  query PlayerPage($id: Int!) {\n    player(id: $id) {\n      id\n      name\n      shirtNumber\n      position\n      team {\n        id\n        name\n      }\n      career {\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      tournaments {\n        tournament {\n          id\n          name\n        }\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      matches {\n        summary\n        match {\n          id\n          status\n          scheduledDate\n          homeTeam {\n            name\n          }\n          awayTeam {\n            name\n          }\n          tournament {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.PlayerPageDocument,
    "\n  query TeamPage($id: Int!) {\n    publicTeam(id: $id) {\n      id\n      name\n      homeGround\n      club {\n        name\n      }\n      members {\n        id\n        name\n        jerseyNumber\n        position\n        isCaptain\n        isActive\n      }\n    }\n    teamMatches(teamId: $id) {\n      id\n      status\n      winnerTeamId\n      ...MatchCard_match\n    }\n  }\n": types.TeamPageDocument,
    "\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n  }\n": types.TournamentCard_TournamentFragmentDoc,
    "\n  query TournamentPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      description\n      sport\n      tournamentType\n      startDate\n      endDate\n      registrationDeadline\n      maxTeams\n      entryFee\n      prizePool\n      rules\n      venueInfo\n      isPublished\n    }\n    tournamentMatches(tournamentId: $id) {\n      id\n      status\n      scheduledDate\n      ...MatchCard_match\n    }\n    tournamentMatchCounts(tournamentId: $id) {\n      total\n      completed\n      upcoming\n      live\n    }\n  }\n": types.TournamentPageDocument,
    "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n": types.ActivityList_EntryFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  mutation ActivateUser($id: Int!, $expectedRole: Role) {\n    activateUser(id: $id, expectedRole: $expectedRole) {\n      ...UserRow_user\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation DeactivateUser($id: Int!) {\n    deactivateUser(id: $id) {\n      ...UserRow_user\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ChangeUserRole($id: Int!, $role: Role!) {\n    changeUserRole(id: $id, role: $role) {\n      ...UserRow_user\n    }\n  }\n": types.ChangeUserRoleDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      activeTournaments\n      registeredTeams\n      upcomingMatches\n      totalPlayers\n      tournaments {\n        id\n        name\n        tournamentType\n        startDate\n        isPublished\n      }\n      teams {\n        id\n        name\n        clubName\n        homeGround\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query DashboardActivity {\n    activityLogs(limit: 5) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": types.DashboardActivityDocument,
    "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n": types.BrowseMatchesDocument,
    "\n  query BrowseTournaments($search: String, $type: TournamentType) {\n    publicTournaments(search: $search, type: $type) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n": types.BrowseTournamentsDocument,
    "\n  mutation SelectRole($role: Role!) {\n    selectRole(role: $role) {\n      id\n      role\n      hasChosenRole\n      isAccountActivated\n      status\n    }\n  }\n": types.SelectRoleDocument,
    "\n  query AdminUsers($filter: UserFilter!) {\n    users(filter: $filter) {\n      ...UserRow_user\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query UserManagementOverview {\n    analytics {\n      pendingActivations\n      activeUsers\n      totalUsers\n      recentSignups\n      recentActivations\n    }\n    activityLogs(limit: 50) {\n      id\n      ...ActivityList_entry\n    }\n  }\n": types.UserManagementOverviewDocument,
    "\n  query AdminUser($id: Int!) {\n    user(id: $id) {\n      ...UserRow_user\n    }\n  }\n": types.AdminUserDocument,
    "\n  query ManagementClubs {\n    myClubs {\n      id\n      ...ClubCard_club\n    }\n  }\n": types.ManagementClubsDocument,
    "\n  query TeamRoster($id: Int!) {\n    team(id: $id) {\n      id\n      name\n      isActive\n      club {\n        id\n        name\n      }\n      members {\n        ...RosterPlayer_member\n      }\n      registrations {\n        id\n        tournamentId\n        tournament {\n          id\n          name\n          startDate\n        }\n      }\n    }\n    tournamentsOpenForRegistration {\n      id\n      name\n      startDate\n      registrationDeadline\n      maxTeams\n      registrationCount\n    }\n  }\n": types.TeamRosterDocument,
    "\n  mutation RestoreTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      id\n    }\n  }\n": types.RestoreTeamMemberDocument,
    "\n  mutation RemoveTeamMember($id: Int!) {\n    removeTeamMember(id: $id)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation RegisterOwnTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n": types.RegisterOwnTeamDocument,
    "\n  mutation WithdrawTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n": types.WithdrawTeamDocument,
    "\n  query ManagementTeams($clubId: Int) {\n    myTeams(clubId: $clubId) {\n      id\n      ...TeamCard_team\n    }\n    myClubs {\n      id\n      name\n      isActive\n    }\n  }\n": types.ManagementTeamsDocument,
    "\n  query ManagedTournament($id: Int!) {\n    managedTournament(id: $id) {\n      id\n      ...TournamentDetails_tournament\n      registrations {\n        id\n        teamId\n        createdAt\n        team {\n          id\n          name\n          club {\n            id\n            name\n          }\n        }\n      }\n    }\n    registrableTeams(tournamentId: $id) {\n      id\n      name\n      club {\n        id\n        name\n      }\n    }\n  }\n": types.ManagedTournamentDocument,
    "\n  mutation SetTournamentPublished($id: Int!, $published: Boolean!) {\n    setTournamentPublished(id: $id, published: $published) {\n      id\n      isPublished\n    }\n  }\n": types.SetTournamentPublishedDocument,
    "\n  mutation OrganiserRegisterTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n": types.OrganiserRegisterTeamDocument,
    "\n  mutation OrganiserRemoveTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n": types.OrganiserRemoveTeamDocument,
    "\n  query ManagementTournaments {\n    myTournaments {\n      id\n      ...ManagedTournamentCard_tournament\n    }\n  }\n": types.ManagementTournamentsDocument,
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
export function graphql(source: "\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"): (typeof documents)["\n  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {\n    liveMatches(limit: $live) {\n      id\n      ...MatchCard_match\n    }\n    recentResults(limit: $results) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    publicTournaments {\n      id\n      ...TournamentCard_tournament\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n"): (typeof documents)["\n  fragment LiveScore_match on Match {\n    id\n    status\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    homeAllOut\n    awayAllOut\n    battedFirst\n    resultKind\n    revisedOvers\n    revisedTarget\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    winnerTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      sport\n      ballsPerOver\n      oversPerInnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      seq\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMatch($matchId: Int!) {\n    matchUpdated(matchId: $matchId) {\n      id\n      ...LiveScore_match\n      seq\n      scheduledDate\n      venue\n      roundNumber\n      matchNotes\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LivePush_match on Match {\n    id\n    ...LiveScore_match\n    ...MatchCard_match\n    scheduledDate\n    venue\n    roundNumber\n    matchNumber\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment LivePush_match on Match {\n    id\n    ...LiveScore_match\n    ...MatchCard_match\n    scheduledDate\n    venue\n    roundNumber\n    matchNumber\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveStatus_match on Match {\n    id\n    status\n  }\n"): (typeof documents)["\n  fragment LiveStatus_match on Match {\n    id\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LivePush_match\n    }\n  }\n"): (typeof documents)["\n  subscription LiveTournament($tournamentId: Int!) {\n    tournamentMatchesUpdated(tournamentId: $tournamentId) {\n      id\n      ...LivePush_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LivePush_match\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMatches {\n    liveMatchesUpdated {\n      id\n      ...LivePush_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubCard_club on Club {\n    id\n    name\n    description\n    location\n    contactEmail\n    contactPhone\n    isActive\n    teamCount\n  }\n"): (typeof documents)["\n  fragment ClubCard_club on Club {\n    id\n    name\n    description\n    location\n    contactEmail\n    contactPhone\n    isActive\n    teamCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClub($input: ClubInput!) {\n    createClub(input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClub($id: Int!, $input: ClubInput!) {\n    updateClub(id: $id, input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClub($id: Int!, $input: ClubInput!) {\n    updateClub(id: $id, input: $input) {\n      id\n      ...ClubCard_club\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubActive($id: Int!, $active: Boolean!) {\n    setClubActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SetClubActive($id: Int!, $active: Boolean!) {\n    setClubActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedTournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n    entryFee\n    isPublished\n    maxTeams\n    registrationCount\n  }\n"): (typeof documents)["\n  fragment ManagedTournamentCard_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    venueInfo\n    entryFee\n    isPublished\n    maxTeams\n    registrationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RosterPlayer_member on TeamMember {\n    id\n    name\n    userId\n    jerseyNumber\n    position\n    isCaptain\n    isViceCaptain\n  }\n"): (typeof documents)["\n  fragment RosterPlayer_member on TeamMember {\n    id\n    name\n    userId\n    jerseyNumber\n    position\n    isCaptain\n    isViceCaptain\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerCandidates($teamId: Int!, $search: String, $limit: Int) {\n    playerCandidates(teamId: $teamId, search: $search, limit: $limit) {\n      id\n      name\n      profilePicture\n    }\n  }\n"): (typeof documents)["\n  query PlayerCandidates($teamId: Int!, $search: String, $limit: Int) {\n    playerCandidates(teamId: $teamId, search: $search, limit: $limit) {\n      id\n      name\n      profilePicture\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamMember($id: Int!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeamMember($id: Int!, $input: TeamMemberInput!) {\n    updateTeamMember(id: $id, input: $input) {\n      ...RosterPlayer_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamCard_team on Team {\n    id\n    name\n    sport\n    description\n    homeGround\n    foundedDate\n    isActive\n    clubId\n    managerId\n    coachId\n    playerCount\n    club {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TeamCard_team on Team {\n    id\n    name\n    sport\n    description\n    homeGround\n    foundedDate\n    isActive\n    clubId\n    managerId\n    coachId\n    playerCount\n    club {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPeople {\n    assignableUsers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TeamPeople {\n    assignableUsers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($id: Int!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($id: Int!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      ...TeamCard_team\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamActive($id: Int!, $active: Boolean!) {\n    setTeamActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamActive($id: Int!, $active: Boolean!) {\n    setTeamActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentDetails_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    endDate\n    registrationDeadline\n    maxTeams\n    entryFee\n    prizePool\n    rules\n    venueInfo\n    isPublished\n    oversPerInnings\n    ballsPerOver\n    registrationCount\n  }\n"): (typeof documents)["\n  fragment TournamentDetails_tournament on Tournament {\n    id\n    name\n    description\n    sport\n    tournamentType\n    startDate\n    endDate\n    registrationDeadline\n    maxTeams\n    entryFee\n    prizePool\n    rules\n    venueInfo\n    isPublished\n    oversPerInnings\n    ballsPerOver\n    registrationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTournament($input: TournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTournament($input: TournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTournament($id: Int!, $input: TournamentInput!) {\n    updateTournament(id: $id, input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTournament($id: Int!, $input: TournamentInput!) {\n    updateTournament(id: $id, input: $input) {\n      ...TournamentDetails_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    battedFirst\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n"): (typeof documents)["\n  fragment MatchCard_match on Match {\n    id\n    status\n    scheduledDate\n    venue\n    roundNumber\n    homeTeamScore\n    awayTeamScore\n    homeWickets\n    awayWickets\n    homeBalls\n    awayBalls\n    battedFirst\n    winnerTeamId\n    homeTeam {\n      id\n      name\n    }\n    awayTeam {\n      id\n      name\n    }\n    tournament {\n      id\n      name\n      sport\n      ballsPerOver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n        oversPerInnings\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchPage($id: Int!) {\n    match(id: $id) {\n      id\n      status\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      isFinal\n      homeTeamScore\n      awayTeamScore\n      homeWickets\n      awayWickets\n      homeBalls\n      awayBalls\n      homeAllOut\n      awayAllOut\n      battedFirst\n      resultKind\n      revisedOvers\n      revisedTarget\n      matchNotes\n      weatherConditions\n      winnerTeamId\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      referee {\n        id\n        name\n      }\n      scorer {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n        sport\n        ballsPerOver\n        oversPerInnings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMatches {\n    myMatches {\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMatches {\n    myMatches {\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTeams {\n    myTeamFixtures {\n      team {\n        id\n        name\n        homeGround\n      }\n      relations\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTeams {\n    myTeamFixtures {\n      team {\n        id\n        name\n        homeGround\n      }\n      relations\n      upcoming {\n        id\n        ...MatchCard_match\n      }\n      recent {\n        id\n        ...MatchCard_match\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisedMatches {\n    organisedMatches {\n      id\n      status\n      scheduledDate\n      venue\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisedMatches {\n    organisedMatches {\n      id\n      status\n      scheduledDate\n      venue\n      homeTeam {\n        id\n        name\n      }\n      awayTeam {\n        id\n        name\n      }\n      tournament {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      seq\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScoringMatch($id: Int!) {\n    match(id: $id) {\n      id\n      ...LiveScore_match\n      seq\n      viewerCanScore\n      scheduledDate\n      venue\n      roundNumber\n      matchNumber\n      matchNotes\n      tournament {\n        id\n        name\n        sport\n        tournamentType\n        oversPerInnings\n        ballsPerOver\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoringPad($id: Int!, $after: Int) {\n    match(id: $id) {\n      id\n      seq\n      status\n      homeTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      awayTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      innings {\n        number\n        superOver\n        battingTeam {\n          id\n          name\n        }\n        runs\n        wickets\n        legalBalls\n        overs\n        target\n        closed\n        allOut\n        batting {\n          player {\n            id\n            name\n          }\n          runs\n          balls\n          dismissal {\n            text\n          }\n        }\n        bowling {\n          player {\n            id\n            name\n          }\n          overs\n          maidens\n          runs\n          wickets\n        }\n      }\n      events(after: $after) {\n        id\n        seq\n        kind\n        payload\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScoringPad($id: Int!, $after: Int) {\n    match(id: $id) {\n      id\n      seq\n      status\n      homeTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      awayTeam {\n        id\n        name\n        members {\n          id\n          name\n          jerseyNumber\n        }\n      }\n      innings {\n        number\n        superOver\n        battingTeam {\n          id\n          name\n        }\n        runs\n        wickets\n        legalBalls\n        overs\n        target\n        closed\n        allOut\n        batting {\n          player {\n            id\n            name\n          }\n          runs\n          balls\n          dismissal {\n            text\n          }\n        }\n        bowling {\n          player {\n            id\n            name\n          }\n          overs\n          maidens\n          runs\n          wickets\n        }\n      }\n      events(after: $after) {\n        id\n        seq\n        kind\n        payload\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {\n    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDelivery($matchId: Int!, $key: String!, $afterSeq: Int!, $input: DeliveryInput!) {\n    recordDelivery(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {\n    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {\n    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {\n    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation UndoLastEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $reason: String) {\n    undoLastEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, reason: $reason) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMatchStatus($matchId: Int!, $status: MatchStatus!, $score: MatchScoreInput) {\n    changeMatchStatus(matchId: $matchId, status: $status, score: $score) {\n      id\n      ...LiveScore_match\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseInnings($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {\n    closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation CloseInnings($matchId: Int!, $key: String!, $afterSeq: Int!, $input: CloseInningsInput!) {\n    closeInnings(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRainRevision($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {\n    recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRainRevision($matchId: Int!, $key: String!, $afterSeq: Int!, $input: RainRevisionInput!) {\n    recordRainRevision(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteAsTie($matchId: Int!, $key: String!, $afterSeq: Int!) {\n    completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAsTie($matchId: Int!, $key: String!, $afterSeq: Int!) {\n    completeAsTie(matchId: $matchId, key: $key, afterSeq: $afterSeq) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {\n    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPointsEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: PointsEventInput!) {\n    recordPointsEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {\n      id\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StandingsPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      tournamentType\n      maxTeams\n      prizePool\n    }\n    tournamentTeams(tournamentId: $id) {\n      id\n    }\n    standings(tournamentId: $id) {\n      position\n      teamId\n      teamName\n      matchesPlayed\n      wins\n      draws\n      losses\n      noResults\n      points\n      runsFor\n      runsAgainst\n      goalDifference\n      netRunRate\n      form\n    }\n  }\n"): (typeof documents)["\n  query StandingsPage($id: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      tournamentType\n      maxTeams\n      prizePool\n    }\n    tournamentTeams(tournamentId: $id) {\n      id\n    }\n    standings(tournamentId: $id) {\n      position\n      teamId\n      teamName\n      matchesPlayed\n      wins\n      draws\n      losses\n      noResults\n      points\n      runsFor\n      runsAgainst\n      goalDifference\n      netRunRate\n      form\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadersPage($id: Int!, $limit: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      battingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        innings\n        notOuts\n        runs\n        balls\n        highScore\n        highScoreNotOut\n        average\n        strikeRate\n        fours\n        sixes\n      }\n      bowlingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        overs\n        legalBalls\n        runs\n        wickets\n        economy\n        bestFigures\n      }\n      topScorers(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        goals\n        penalties\n        assists\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadersPage($id: Int!, $limit: Int!) {\n    publicTournament(id: $id) {\n      id\n      name\n      sport\n      battingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        innings\n        notOuts\n        runs\n        balls\n        highScore\n        highScoreNotOut\n        average\n        strikeRate\n        fours\n        sixes\n      }\n      bowlingLeaders(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        overs\n        legalBalls\n        runs\n        wickets\n        economy\n        bestFigures\n      }\n      topScorers(limit: $limit) {\n        player {\n          id\n          name\n        }\n        team {\n          id\n          name\n        }\n        goals\n        penalties\n        assists\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerBatting_figures on BattingFigures {\n    innings\n    notOuts\n    runs\n    balls\n    highScore\n    highScoreNotOut\n    average\n    strikeRate\n    fifties\n    hundreds\n  }\n"): (typeof documents)["\n  fragment PlayerBatting_figures on BattingFigures {\n    innings\n    notOuts\n    runs\n    balls\n    highScore\n    highScoreNotOut\n    average\n    strikeRate\n    fifties\n    hundreds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerBowling_figures on BowlingFigures {\n    innings\n    overs\n    runs\n    wickets\n    bestFigures\n    average\n    economy\n  }\n"): (typeof documents)["\n  fragment PlayerBowling_figures on BowlingFigures {\n    innings\n    overs\n    runs\n    wickets\n    bestFigures\n    average\n    economy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerFootball_figures on FootballFigures {\n    appearances\n    goals\n    penalties\n    assists\n    yellowCards\n    redCards\n  }\n"): (typeof documents)["\n  fragment PlayerFootball_figures on FootballFigures {\n    appearances\n    goals\n    penalties\n    assists\n    yellowCards\n    redCards\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerPage($id: Int!) {\n    player(id: $id) {\n      id\n      name\n      shirtNumber\n      position\n      team {\n        id\n        name\n      }\n      career {\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      tournaments {\n        tournament {\n          id\n          name\n        }\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      matches {\n        summary\n        match {\n          id\n          status\n          scheduledDate\n          homeTeam {\n            name\n          }\n          awayTeam {\n            name\n          }\n          tournament {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerPage($id: Int!) {\n    player(id: $id) {\n      id\n      name\n      shirtNumber\n      position\n      team {\n        id\n        name\n      }\n      career {\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      tournaments {\n        tournament {\n          id\n          name\n        }\n        batting {\n          ...PlayerBatting_figures\n        }\n        bowling {\n          ...PlayerBowling_figures\n        }\n        football {\n          ...PlayerFootball_figures\n        }\n      }\n      matches {\n        summary\n        match {\n          id\n          status\n          scheduledDate\n          homeTeam {\n            name\n          }\n          awayTeam {\n            name\n          }\n          tournament {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPage($id: Int!) {\n    publicTeam(id: $id) {\n      id\n      name\n      homeGround\n      club {\n        name\n      }\n      members {\n        id\n        name\n        jerseyNumber\n        position\n        isCaptain\n        isActive\n      }\n    }\n    teamMatches(teamId: $id) {\n      id\n      status\n      winnerTeamId\n      ...MatchCard_match\n    }\n  }\n"): (typeof documents)["\n  query TeamPage($id: Int!) {\n    publicTeam(id: $id) {\n      id\n      name\n      homeGround\n      club {\n        name\n      }\n      members {\n        id\n        name\n        jerseyNumber\n        position\n        isCaptain\n        isActive\n      }\n    }\n    teamMatches(teamId: $id) {\n      id\n      status\n      winnerTeamId\n      ...MatchCard_match\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ActivityList_entry on ActivityLog {\n    id\n    action\n    userEmail\n    adminEmail\n    details\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    email\n    name\n    role\n    status\n    isActive\n    isAccountActivated\n    phone\n    profilePicture\n    activatedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: Int!, $expectedRole: Role) {\n    activateUser(id: $id, expectedRole: $expectedRole) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($id: Int!, $expectedRole: Role) {\n    activateUser(id: $id, expectedRole: $expectedRole) {\n      ...UserRow_user\n    }\n  }\n"];
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
export function graphql(source: "\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"): (typeof documents)["\n  query BrowseMatches($upcoming: Int!) {\n    liveMatches(limit: 50) {\n      id\n      ...MatchCard_match\n    }\n    upcomingMatches(limit: $upcoming) {\n      id\n      ...MatchCard_match\n    }\n    siteStatistics {\n      activeTournaments\n      totalMatches\n      liveMatches\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagementClubs {\n    myClubs {\n      id\n      ...ClubCard_club\n    }\n  }\n"): (typeof documents)["\n  query ManagementClubs {\n    myClubs {\n      id\n      ...ClubCard_club\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRoster($id: Int!) {\n    team(id: $id) {\n      id\n      name\n      isActive\n      club {\n        id\n        name\n      }\n      members {\n        ...RosterPlayer_member\n      }\n      registrations {\n        id\n        tournamentId\n        tournament {\n          id\n          name\n          startDate\n        }\n      }\n    }\n    tournamentsOpenForRegistration {\n      id\n      name\n      startDate\n      registrationDeadline\n      maxTeams\n      registrationCount\n    }\n  }\n"): (typeof documents)["\n  query TeamRoster($id: Int!) {\n    team(id: $id) {\n      id\n      name\n      isActive\n      club {\n        id\n        name\n      }\n      members {\n        ...RosterPlayer_member\n      }\n      registrations {\n        id\n        tournamentId\n        tournament {\n          id\n          name\n          startDate\n        }\n      }\n    }\n    tournamentsOpenForRegistration {\n      id\n      name\n      startDate\n      registrationDeadline\n      maxTeams\n      registrationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreTeamMember($teamId: Int!, $input: TeamMemberInput!) {\n    addTeamMember(teamId: $teamId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($id: Int!) {\n    removeTeamMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($id: Int!) {\n    removeTeamMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterOwnTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterOwnTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n"): (typeof documents)["\n  mutation WithdrawTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagementTeams($clubId: Int) {\n    myTeams(clubId: $clubId) {\n      id\n      ...TeamCard_team\n    }\n    myClubs {\n      id\n      name\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query ManagementTeams($clubId: Int) {\n    myTeams(clubId: $clubId) {\n      id\n      ...TeamCard_team\n    }\n    myClubs {\n      id\n      name\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedTournament($id: Int!) {\n    managedTournament(id: $id) {\n      id\n      ...TournamentDetails_tournament\n      registrations {\n        id\n        teamId\n        createdAt\n        team {\n          id\n          name\n          club {\n            id\n            name\n          }\n        }\n      }\n    }\n    registrableTeams(tournamentId: $id) {\n      id\n      name\n      club {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedTournament($id: Int!) {\n    managedTournament(id: $id) {\n      id\n      ...TournamentDetails_tournament\n      registrations {\n        id\n        teamId\n        createdAt\n        team {\n          id\n          name\n          club {\n            id\n            name\n          }\n        }\n      }\n    }\n    registrableTeams(tournamentId: $id) {\n      id\n      name\n      club {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTournamentPublished($id: Int!, $published: Boolean!) {\n    setTournamentPublished(id: $id, published: $published) {\n      id\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation SetTournamentPublished($id: Int!, $published: Boolean!) {\n    setTournamentPublished(id: $id, published: $published) {\n      id\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserRegisterTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OrganiserRegisterTeam($tournamentId: Int!, $teamId: Int!) {\n    registerTeam(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserRemoveTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n"): (typeof documents)["\n  mutation OrganiserRemoveTeam($tournamentId: Int!, $teamId: Int!) {\n    unregisterTeam(tournamentId: $tournamentId, teamId: $teamId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagementTournaments {\n    myTournaments {\n      id\n      ...ManagedTournamentCard_tournament\n    }\n  }\n"): (typeof documents)["\n  query ManagementTournaments {\n    myTournaments {\n      id\n      ...ManagedTournamentCard_tournament\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;