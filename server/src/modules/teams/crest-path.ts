/** Where a team's crest is served; the hash in the query string lets the picture be cached for a year. */
export function crestPath(teamId: number, size: number, format: 'webp' | 'png', hash: string): string {
  return `/crests/${teamId}/${size}.${format}?v=${hash.slice(0, 16)}`;
}
