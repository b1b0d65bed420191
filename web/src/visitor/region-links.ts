import { refreshRegions, regionElement } from './live-regions';

/** A click the browser should handle itself: another button, or a key asking for a new tab or window. */
function ownClick(event: MouseEvent): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  );
}

/**
 * Links that show more of one part of the page (app/live-region.ts `regionLink`, "Show more" under a team's
 * results): the page at the link's address is fetched and only that part put in place, so the fan keeps
 * their place on the page; the address becomes the link's, so a reload or a live redraw shows as much.
 * Without this script such a link simply opens that page. Returns what stops them.
 */
export function startRegionLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[data-region-link]');
    const name = link?.dataset.regionLink;
    if (!link || !name || ownClick(event) || link.origin !== window.location.origin) return;
    event.preventDefault();
    link.setAttribute('aria-busy', 'true');
    // The address first, so a live redraw that starts meanwhile asks for as much as this link shows.
    window.history.replaceState(window.history.state, '', link.href);
    refreshRegions([name], link.href)
      .then((done) => (done ? keepFocus(name) : window.location.assign(link.href)))
      .catch(() => window.location.assign(link.href));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/**
 * The link the fan used went out with the old part: focus goes to the part's new "Show more", as in the app,
 * or to the part itself once the list is whole, rather than back to the top of the page.
 */
function keepFocus(name: string): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const part = regionElement(name, document);
  if (!part) return;
  const more = [...part.querySelectorAll<HTMLElement>('a[data-region-link]')].find(
    (link) => link.dataset.regionLink === name,
  );
  if (more) return more.focus();
  part.tabIndex = -1;
  part.focus();
}
