/** Where a team's crest is served; the hash in the query string lets the picture be cached for a year. */
export function crestPath(teamId: number, size: number, format: 'webp' | 'png', hash: string): string {
  return `/crests/${teamId}/${size}.${format}?v=${hash.slice(0, 16)}`;
}

/** The `crestUrl` field of a team (entity or card row): its 128 px WebP, null when it has no crest. */
export function crestUrlOf(team: { id: number; crestHash?: string | null }): string | null {
  return team.crestHash ? crestPath(team.id, 128, 'webp', team.crestHash) : null;
}
