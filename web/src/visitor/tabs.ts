/** A set of tabs as the server drew it (features/matches/centre/Tabs.tsx): `data-tabs="<key>"` on its wrapper. */
const TABS = '[data-tabs]';
/** A part a "show all" button reveals (CricketCommentary): `hidden` until then, named by the button's aria-controls. */
const SHOW_ALL_PART = '[data-show-all]';
const SHOW_ALL_BUTTON = 'button[data-action="show-all"]';

/**
 * What a fan chose on the page that the server's rendering does not know: the tab selected in each set of
 * tabs (by its wrapper's `data-tabs`, the tab's `data-tab`), the parts "show all" revealed (their ids), and
 * the tab that had focus.
 */
export type ViewState = {
  selected: Record<string, string>;
  revealed: string[];
  focused: { tabs: string; tab: string } | null;
};

function withRole(wrapper: Element, role: 'tab' | 'tabpanel'): HTMLElement[] {
  return [...wrapper.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
}

function select(wrapper: Element, chosen: HTMLElement): void {
  for (const tab of withRole(wrapper, 'tab')) {
    const on = tab === chosen;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  const shown = chosen.getAttribute('aria-controls');
  for (const panel of withRole(wrapper, 'tabpanel')) panel.hidden = panel.id !== shown;
}

function reveal(root: ParentNode, id: string): void {
  for (const part of root.querySelectorAll<HTMLElement>(SHOW_ALL_PART)) if (part.id === id) part.hidden = false;
  for (const button of root.querySelectorAll(SHOW_ALL_BUTTON)) {
    if (button.getAttribute('aria-controls') === id) button.remove();
  }
}

/** The tab an event is on, with its set of tabs. */
function tabOf(event: Event): { tab: HTMLElement; wrapper: Element } | null {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  const wrapper = tab?.closest(TABS);
  return tab && wrapper ? { tab, wrapper } : null;
}

/**
 * The match centre's tabs and its commentary's "show all" on a page without the app, answered by listeners
 * on the document as the components answer them in the app: a tab selected by a tap, the arrow keys moving
 * selection and focus (wrapping round), the rest of the commentary revealed. Returns what stops them.
 */
export function startTabs(): () => void {
  const onClick = (event: MouseEvent) => {
    const on = tabOf(event);
    if (on) {
      select(on.wrapper, on.tab);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(SHOW_ALL_BUTTON);
    const id = button?.getAttribute('aria-controls');
    if (id) reveal(document, id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const on = step === 0 ? null : tabOf(event);
    if (!on) return;
    event.preventDefault();
    const tabs = withRole(on.wrapper, 'tab');
    const next = tabs[(tabs.indexOf(on.tab) + step + tabs.length) % tabs.length];
    select(on.wrapper, next);
    next.focus();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}

/** The fan's choices on the page as it stands, to put back on a fresh rendering of it (restoreViewState). */
export function readViewState(root: ParentNode): ViewState {
  const state: ViewState = { selected: {}, revealed: [], focused: null };
  for (const wrapper of root.querySelectorAll<HTMLElement>(TABS)) {
    const key = wrapper.dataset.tabs;
    if (!key) continue;
    for (const tab of withRole(wrapper, 'tab')) {
      const id = tab.dataset.tab;
      if (!id) continue;
      if (tab.getAttribute('aria-selected') === 'true') state.selected[key] = id;
      if (tab === document.activeElement) state.focused = { tabs: key, tab: id };
    }
  }
  for (const part of root.querySelectorAll<HTMLElement>(SHOW_ALL_PART)) {
    if (!part.hidden && part.id) state.revealed.push(part.id);
  }
  return state;
}

/**
 * Puts the fan's choices back on markup the server rendered afresh (with its default tab selected and the
 * commentary shortened); a choice the new markup has no place for (a tab gone) is dropped.
 */
export function restoreViewState(root: ParentNode, state: ViewState): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>(TABS)) {
    const key = wrapper.dataset.tabs;
    if (!key) continue;
    const tabs = withRole(wrapper, 'tab');
    const chosen = tabs.find((tab) => tab.dataset.tab === state.selected[key]);
    if (chosen) select(wrapper, chosen);
    const focused = state.focused?.tabs === key ? tabs.find((tab) => tab.dataset.tab === state.focused?.tab) : null;
    // The caller keeps the scroll position itself.
    focused?.focus({ preventScroll: true });
  }
  for (const id of state.revealed) reveal(root, id);
}
