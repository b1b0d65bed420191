import { currentColorMode, subscribeColorMode, toggleColorMode } from '../app/color-mode-switch';
import { startLogin } from '../features/auth/start-login';
import { COPIED_MS, sharePage } from '../app/share-page';

/** The colour toggle's state and title, as the app's toggle renders them for the page's mode. */
function showColorMode(toggle: HTMLElement): void {
  const dark = currentColorMode() === 'dark';
  toggle.setAttribute('aria-pressed', String(dark));
  const title = dark ? toggle.dataset.titleToLight : toggle.dataset.titleToDark;
  if (title) toggle.title = title;
}

function busy(button: HTMLButtonElement, pending: boolean): void {
  button.disabled = pending;
  if (pending) button.setAttribute('data-loading', '');
  else button.removeAttribute('data-loading');
}

async function share(button: HTMLButtonElement): Promise<void> {
  if ((await sharePage(button.dataset.shareTitle ?? document.title)) !== 'copied') return;
  const label = button.querySelector('[aria-live]');
  if (!label || !button.dataset.copiedLabel) return;
  const before = label.textContent;
  label.textContent = button.dataset.copiedLabel;
  window.setTimeout(() => (label.textContent = before), COPIED_MS);
}

/**
 * The page's buttons and choices, answered by listeners on the document: the server drew them (components/
 * ColorModeToggle.tsx, BrandHeader.tsx, ShareButton.tsx, the match page's Back mark each with `data-action`, a choice kept in the
 * address `data-search-param`), and a page without the app needs only what they do, not the components.
 * Returns what stops them.
 */
export function startControls(): () => void {
  const toggles = () => document.querySelectorAll<HTMLElement>('[data-action="color-mode"]');
  const refreshToggles = () => toggles().forEach(showColorMode);
  refreshToggles();
  const unsubscribe = subscribeColorMode(refreshToggles);

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[data-action]');
    if (!button || button.disabled) return;
    switch (button.dataset.action) {
      case 'color-mode':
        toggleColorMode();
        return;
      case 'login':
        busy(button, true);
        void startLogin().then((left) => left || busy(button, false));
        return;
      case 'share':
        void share(button);
        return;
      case 'back':
        // As the app's Back: where the fan came from, or the home page when this page opened the tab.
        if (window.history.length > 1) window.history.back();
        else window.location.assign('/');
        return;
    }
  };
  // A choice that is part of the page's address (the fixtures' team): the page at the new address.
  const onChange = (event: Event) => {
    const select = event.target instanceof HTMLSelectElement ? event.target : null;
    const param = select?.dataset.searchParam;
    if (!select || !param) return;
    const url = new URL(window.location.href);
    if (select.value) url.searchParams.set(param, select.value);
    else url.searchParams.delete(param);
    window.location.replace(url.toString());
  };
  document.addEventListener('click', onClick);
  document.addEventListener('change', onChange);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('change', onChange);
    unsubscribe();
  };
}
