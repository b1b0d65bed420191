// The floor's SQL: one prepared statement per page that builds Pitchside's whole answer (same field names,
// same presentation rules: round labels, crest URLs, phases, cursors) in PostgreSQL. What the page's data
// costs at the least, with no GraphQL and no ORM in between. Counts and standings come from the rows
// Pitchside keeps for them (match_tallies, standings_snapshots), as Pitchside's own reads do.

type Json = Record<string, unknown>;

export type FloorStatement = { sql: string; values: (variables: Json, today: string) => unknown[] };

/** A timestamptz as Pitchside's DateTime (JavaScript's toISOString). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** roundLabel (server/src/modules/matches/match-rules.ts). */
const roundLabel = (m: string) => `case
  when nullif(${m}.round_name, '') is not null and ${m}.group_id is not null and coalesce(${m}.round_number, 0) <> 0
    then ${m}.round_name || ', matchday ' || ${m}.round_number
  when nullif(${m}.round_name, '') is not null then ${m}.round_name
  when coalesce(${m}.round_number, 0) <> 0 then 'Round ' || ${m}.round_number end`;

/** crestUrlOf (server/src/modules/teams/crest-path.ts). */
const crestUrl = (team: string) =>
  `case when nullif(${team}.crest_hash, '') is not null
     then '/crests/' || ${team}.id || '/128.webp?v=' || left(${team}.crest_hash, 16) end`;

/** tournamentPhase on the site's day, which the server passes as the statement's last value. */
const phase = (t: string, today: string) => `case when not ${t}.is_published then 'draft'
  when ${today}::date < ${t}.start_date then 'upcoming'
  when ${today}::date <= ${t}.end_date then 'in_progress' else 'finished' end`;

const teamCard = (team: string) => `case when ${team}.id is null then null else json_build_object(
  'id', ${team}.id, 'name', ${team}.name, 'crestUrl', ${crestUrl(team)},
  'primaryColor', ${team}.primary_color, 'secondaryColor', ${team}.secondary_color) end`;

const matchCard = (m = 'm') => `json_build_object(
  'id', ${m}.id, 'seq', ${m}.seq, 'status', ${m}.status, 'scheduledDate', ${iso(`${m}.scheduled_date`)}, 'venue', ${m}.venue,
  'roundLabel', ${roundLabel(m)}, 'homeTeamScore', ${m}.home_team_score, 'awayTeamScore', ${m}.away_team_score,
  'homeWickets', ${m}.home_wickets, 'awayWickets', ${m}.away_wickets, 'homeAllOut', ${m}.home_all_out,
  'awayAllOut', ${m}.away_all_out, 'homeBalls', ${m}.home_balls, 'awayBalls', ${m}.away_balls,
  'battedFirst', ${m}.batted_first, 'winnerTeamId', ${m}.winner_team_id,
  'homeTeam', ${teamCard('h')}, 'awayTeam', ${teamCard('a')},
  'tournament', json_build_object('id', t.id, 'name', t.name, 'sport', t.sport, 'ballsPerOver', t.balls_per_over))`;

const SOONEST = 'm.scheduled_date asc nulls last, m.id asc';
const NEWEST = 'm.scheduled_date desc nulls last, m.id desc';
const PUBLIC = 't.is_published and t.is_active';

/**
 * A list of cards: the ids first (order and limit over narrow rows, on the indexes), then the cards of
 * those rows only.
 */
const cards = (
  where: string,
  order: string,
  limit: string,
) => `(select coalesce(json_agg(${matchCard()} order by ${order}), '[]')
  from (select m.id from matches m join tournaments t on t.id = m.tournament_id
         where ${where} order by ${order} limit ${limit}) picked
  join matches m on m.id = picked.id
  join tournaments t on t.id = m.tournament_id
  left join teams h on h.id = m.home_team_id
  left join teams a on a.id = m.away_team_id)`;

/** The team page's connections: one page plus one row, for hasNextPage. */
const teamConnection = (statuses: string, order: string, limit: string) => `(select json_build_object(
    'nodes', coalesce(json_agg(${matchCard()} order by ${order}) filter (where picked.n <= ${limit}), '[]'),
    'pageInfo', json_build_object('hasNextPage', count(*) > ${limit}))
  from (select m.id, row_number() over (order by ${order}) as n from matches m join tournaments t on t.id = m.tournament_id
         where (m.home_team_id = $1 or m.away_team_id = $1) and m.status in (${statuses}) and ${PUBLIC}
         order by ${order} limit ${limit} + 1) picked
  join matches m on m.id = picked.id
  join tournaments t on t.id = m.tournament_id
  left join teams h on h.id = m.home_team_id
  left join teams a on a.id = m.away_team_id)`;

const STANDING_KEYS = [
  'position',
  'teamId',
  'teamName',
  'matchesPlayed',
  'wins',
  'draws',
  'losses',
  'noResults',
  'points',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'netRunRate',
  'form',
  'pointsDeducted',
];

/** By the operationName the page sends. */
export const FLOOR_STATEMENTS: Record<string, FloorStatement> = {
  Landing: {
    values: (v, today) => [v.live, v.results, v.upcoming, v.tournaments, today],
    sql: `select json_build_object(
      'liveMatches', ${cards(`${PUBLIC} and m.status = 'in_progress'`, SOONEST, '$1')},
      'recentResults', ${cards(`${PUBLIC} and m.status = 'completed'`, NEWEST, '$2')},
      'upcomingMatches', ${cards(`${PUBLIC} and m.status = 'scheduled'`, SOONEST, '$3')},
      'publicTournaments', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name,
          'description', t.description, 'sport', t.sport, 'tournamentType', t.tournament_type,
          'startDate', ${day('t.start_date')}, 'venueInfo', t.venue_info, 'phase', ${phase('t', '$5')})
          order by t.start_date, t.id), '[]')
        from (select * from tournaments t where ${PUBLIC} order by t.start_date, t.id limit $4) t),
      'siteStatistics', (select json_build_object('activeTournaments', (select count(*) from tournaments t where ${PUBLIC}),
          'totalMatches', coalesce(sum(x.matches), 0),
          'liveMatches', coalesce(sum(x.matches) filter (where x.status = 'in_progress'), 0))
        from match_tallies x join tournaments t on t.id = x.tournament_id where ${PUBLIC}),
      'webPushPublicKey', null)::text as data`,
  },
  TournamentPage: {
    values: (v, today) => [v.id, v.live, v.upcoming, v.recent, today],
    sql: `select case when t.id is null then null else json_build_object(
      'publicTournament', json_build_object('id', t.id, 'name', t.name, 'description', t.description,
        'sport', t.sport, 'tournamentType', t.tournament_type, 'startDate', ${day('t.start_date')},
        'endDate', ${day('t.end_date')}, 'registrationDeadline', ${iso('t.registration_deadline')},
        'maxTeams', t.max_teams, 'entryFee', t.entry_fee::float8, 'prizePool', t.prize_pool::float8,
        'stages', (select coalesce(json_agg(json_build_object('id', s.id, 'format', s.format) order by s.sequence), '[]')
          from stages s where s.tournament_id = t.id),
        'rules', t.rules, 'venueInfo', t.venue_info, 'isPublished', t.is_published, 'phase', ${phase('t', '$5')},
        'competition', (select json_build_object('id', c.id, 'name', c.name) from competitions c where c.id = t.competition_id)),
      'live', ${cards(`m.tournament_id = $1 and m.status = 'in_progress'`, SOONEST, '$2')},
      'upcoming', ${cards(`m.tournament_id = $1 and m.status = 'scheduled'`, SOONEST, '$3')},
      'recent', ${cards(`m.tournament_id = $1 and m.status = 'completed'`, NEWEST, '$4')},
      'tournamentMatchCounts', (select json_build_object('total', coalesce(sum(x.matches), 0),
          'completed', coalesce(sum(x.matches) filter (where x.status = 'completed'), 0),
          'upcoming', coalesce(sum(x.matches) filter (where x.status = 'scheduled'), 0),
          'live', coalesce(sum(x.matches) filter (where x.status = 'in_progress'), 0))
        from match_tallies x where x.tournament_id = $1)) end::text as data
      from (select 1) one left join tournaments t on t.id = $1 and ${PUBLIC}`,
  },
  StandingsPage: {
    values: (v) => [v.id],
    sql: `select case when t.id is null then null else json_build_object(
      'publicTournament', json_build_object('id', t.id, 'name', t.name, 'sport', t.sport,
        'tournamentType', t.tournament_type, 'maxTeams', t.max_teams, 'prizePool', t.prize_pool::float8,
        'tieBreakers', coalesce(t.tie_breaker_order::json, case t.sport
          when 'cricket' then '["POINTS","WINS","NET_RUN_RATE"]'::json
          when 'football' then '["POINTS","GOAL_DIFFERENCE","GOALS_FOR","HEAD_TO_HEAD_POINTS","HEAD_TO_HEAD_GOAL_DIFFERENCE","HEAD_TO_HEAD_GOALS_FOR"]'::json
          end),
        'stages', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'format', s.format,
            'groups', (select coalesce(json_agg(json_build_object('name', g.name, 'standings', '[]'::json) order by g.name), '[]')
              from stage_groups g where g.stage_id = s.id)) order by s.sequence), '[]')
          from stages s where s.tournament_id = t.id),
        'pointsDeductions', (select coalesce(json_agg(json_build_object('id', d.id, 'teamId', d.team_id,
            'points', d.points, 'reason', d.reason) order by d.id), '[]')
          from points_deductions d where d.tournament_id = t.id)),
      'tournamentTeams', (select coalesce(json_agg(${teamCard('tm')} order by tm.name, tm.id), '[]')
        from tournament_registrations r join teams tm on tm.id = r.team_id
        where r.tournament_id = t.id and r.status = 'APPROVED'),
      'standings', (select coalesce(json_agg((select json_object_agg(k, row.value -> k)
            from unnest(array[${STANDING_KEYS.map((key) => `'${key}'`).join(', ')}]) k) order by row.n), '[]')
        from standings_snapshots s, jsonb_array_elements(s.rows) with ordinality as row(value, n)
        where s.tournament_id = t.id)) end::text as data
      from (select 1) one left join tournaments t on t.id = $1 and ${PUBLIC}`,
  },
  MatchPage: {
    values: (v) => [v.id],
    sql: `select (select json_build_object('match', json_build_object(
        'id', m.id, 'seq', m.seq, 'status', m.status, 'scheduledDate', ${iso('m.scheduled_date')}, 'venue', m.venue,
        'roundLabel', ${roundLabel('m')}, 'matchNumber', m.match_number, 'isFinal', m.is_final,
        'homeTeamScore', m.home_team_score, 'awayTeamScore', m.away_team_score, 'homeWickets', m.home_wickets,
        'awayWickets', m.away_wickets, 'homeBalls', m.home_balls, 'awayBalls', m.away_balls,
        'homeAllOut', m.home_all_out, 'awayAllOut', m.away_all_out, 'battedFirst', m.batted_first,
        'resultKind', case when m.status <> 'completed' then null when m.result_kind is not null then m.result_kind
          when m.home_team_score is null or m.away_team_score is null
            then case when m.winner_team_id is not null then 'normal' else 'no_result' end
          when m.home_team_score = m.away_team_score then 'tie' else 'normal' end, 'revisedOvers', m.revised_overs::float8, 'revisedTarget', m.revised_target,
        'matchNotes', m.match_notes, 'weatherConditions', m.weather_conditions, 'winnerTeamId', m.winner_team_id,
        'homeTeam', case when h.id is null then null else json_build_object('id', h.id, 'name', h.name) end,
        'awayTeam', case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end,
        'referee', case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end,
        'scorer', case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end,
        'tournament', json_build_object('id', t.id, 'name', t.name, 'sport', t.sport,
          'ballsPerOver', t.balls_per_over, 'oversPerInnings', t.overs_per_innings)))
      from matches m
      join tournaments t on t.id = m.tournament_id
      left join teams h on h.id = m.home_team_id
      left join teams a on a.id = m.away_team_id
      left join users r on r.id = m.referee_id
      left join users s on s.id = m.scorer_id
      where m.id = $1 and ${PUBLIC})::text as data`,
  },
  TeamPage: {
    values: (v) => [v.id, v.fixtures, v.results],
    sql: `select case when team.id is null then null else json_build_object(
      'publicTeam', json_build_object('id', team.id, 'name', team.name, 'homeGround', team.home_ground,
        'primaryColor', team.primary_color, 'secondaryColor', team.secondary_color, 'crestUrl', ${crestUrl('team')},
        'club', (select json_build_object('name', c.name) from clubs c where c.id = team.club_id),
        'members', (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
            'jerseyNumber', p.jersey_number, 'position', p.position, 'isCaptain', p.is_captain, 'isActive', p.is_active)
            order by p.jersey_number asc nulls last, p.name, p.id), '[]')
          from team_members p where p.team_id = team.id),
        'tournaments', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
            order by t.start_date desc, t.id desc), '[]')
          from tournaments t where t.id in (
            select tournament_id from tournament_registrations where team_id = team.id and status = 'APPROVED'
            union select tournament_id from matches where home_team_id = team.id
            union select tournament_id from matches where away_team_id = team.id))),
      'fixtures', ${teamConnection(`'in_progress', 'scheduled'`, SOONEST, '$2')},
      'results', ${teamConnection(`'completed'`, NEWEST, '$3')}) end::text as data
      from (select 1) one left join teams team on team.id = $1`,
  },
};
