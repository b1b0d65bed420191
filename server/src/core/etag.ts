/**
 * If-None-Match as an origin server evaluates it (RFC 9110 13.1.2): weak comparison, `*` matches. Not
 * req.fresh, which also answers "not fresh" to `Cache-Control: no-cache`, as fetch() sends with any
 * conditional header: a revalidation must still get its 304.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
