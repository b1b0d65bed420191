import { refreshRegions } from './live-regions';

/** How long typing pauses before the page is asked for: one fetch a word, not one a key. */
export const REGION_FORM_DEBOUNCE_MS = 250;

/** The form's address: its action with its filled fields, as a GET submit would send them, empty ones left out. */
function formAddress(form: HTMLFormElement): URL {
  const url = new URL(form.getAttribute('action') ?? window.location.pathname, window.location.href);
  url.search = '';
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') url.searchParams.append(name, value);
  }
  return url;
}

/**
 * Forms that filter one part of the page (`data-region-form="<part>"`, the browser's search): as the fan
 * types or chooses, the page at the form's address is fetched and only that part put in place; the fields
 * sit outside it, so focus and caret stay. The address becomes the form's, so a reload, a link or a live
 * redraw shows the same filter. Without this script the form simply submits. Returns what stops them.
 */
export function startRegionForms(): () => void {
  const timers = new Map<HTMLFormElement, number>();
  // One fetch a part at a time, and only the latest address waits behind it: answers come in the order asked,
  // so the last one put in place is the last filter, however slow an earlier answer was.
  const running = new Set<string>();
  const waiting = new Map<string, string>();
  let stopped = false;

  const fetchPart = async (name: string) => {
    running.add(name);
    try {
      for (let href = waiting.get(name); href !== undefined && !stopped; href = waiting.get(name)) {
        waiting.delete(name);
        const done = await refreshRegions([name], href).catch(() => false);
        // A page that could not be fetched in part is loaded whole, unless a newer filter is on its way.
        if (!done && !waiting.has(name) && !stopped) window.location.assign(href);
      }
    } finally {
      running.delete(name);
    }
  };

  const refresh = (form: HTMLFormElement) => {
    window.clearTimeout(timers.get(form));
    timers.delete(form);
    const name = form.dataset.regionForm;
    if (!name) return;
    const { href } = formAddress(form);
    // The address first, so a reload or a live redraw that starts meanwhile asks for this filter.
    window.history.replaceState(window.history.state, '', href);
    waiting.set(name, href);
    if (!running.has(name)) void fetchPart(name);
  };

  const formOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target instanceof HTMLFormElement ? target : (target?.closest('form') ?? null);
    return form?.dataset.regionForm ? form : null;
  };
  const onInput = (event: Event) => {
    const form = formOf(event);
    if (!form || event.target instanceof HTMLSelectElement) return;
    window.clearTimeout(timers.get(form));
    timers.set(
      form,
      window.setTimeout(() => refresh(form), REGION_FORM_DEBOUNCE_MS),
    );
  };
  const onChange = (event: Event) => {
    const form = formOf(event);
    // A text field's change (on blur, after its input events) asks for nothing new.
    if (form && event.target instanceof HTMLSelectElement) refresh(form);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = formOf(event);
    if (!form) return;
    event.preventDefault();
    refresh(form);
  };
  document.addEventListener('input', onInput);
  document.addEventListener('change', onChange);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('input', onInput);
    document.removeEventListener('change', onChange);
    document.removeEventListener('submit', onSubmit);
    for (const timer of timers.values()) window.clearTimeout(timer);
    timers.clear();
    waiting.clear();
    stopped = true;
  };
}
