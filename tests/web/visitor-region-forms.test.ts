import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGION_FORM_DEBOUNCE_MS, startRegionForms } from '../../web/src/visitor/region-forms';

const NAMES = ['Island Cup T20', 'Caribbean Nations Cup', 'Caribbean Football Shield', 'Beach Volleyball Open'];

/** The browser page as the server renders it for `q`: the form outside the part it filters. */
function browsePage(q = ''): string {
  const shown = NAMES.filter((name) => name.toLowerCase().includes(q.toLowerCase()));
  const cards = shown.map((name) => `<li>${name}</li>`).join('');
  return `<main><h1>Tournament Browser</h1>
    <form method="get" action="/browse" role="search" data-region-form="browse-tournaments">
      <input type="search" name="q" value="${q}">
      <select name="type"><option value="">All Types</option><option value="league">League</option></select>
    </form>
    <section data-live-region="browse-tournaments"><p>${shown.length} tournaments</p><ol>${cards}</ol></section>
    <section data-live-region="browse-live"><p>Live ${q}</p></section></main>`;
}

/** The address fetch was asked for: the page's live part (shared/live-part.ts), `live-part=` last. */
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

const answer = (url: string) => new Response(browsePage(new URL(url).searchParams.get('q') ?? ''), { status: 200 });
const shownNames = () => [...document.querySelectorAll('li')].map((item) => item.textContent);

describe("a visitor's search form: the filtered part fetched as the fan types", () => {
  let stop = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/browse');
    document.body.innerHTML = browsePage();
    stop = startRegionForms();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const box = () => document.querySelector<HTMLInputElement>('input[name="q"]')!;
  const type = (value: string) => {
    box().value = value;
    box().dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('fetches once when typing pauses, swaps only the part, and keeps the address and the caret', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(urlOf(input)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = box();
    input.focus();
    const heading = document.querySelector('h1');
    type('i');
    vi.advanceTimersByTime(100);
    type('is');
    vi.advanceTimersByTime(100);
    type('island');
    input.setSelectionRange(3, 3);
    vi.advanceTimersByTime(REGION_FORM_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(`${window.location.origin}/browse?q=island&live-part=`);
    expect(window.location.search).toBe('?q=island');

    await vi.waitFor(() => expect(shownNames()).toEqual(['Island Cup T20']));
    // Only the named part: the form, the heading and the other part are the same elements as before.
    expect(document.querySelector('h1')).toBe(heading);
    expect(box()).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
    expect(document.querySelector('[data-live-region="browse-live"] p')!.textContent).toBe('Live ');
  });

  it('asks at once for a chosen type, leaving empty fields out', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(urlOf(input)));
    const select = document.querySelector<HTMLSelectElement>('select[name="type"]')!;
    select.value = 'league';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(`${window.location.origin}/browse?type=league&live-part=`);
    expect(window.location.search).toBe('?type=league');
    await vi.waitFor(() => expect(fetch.mock.results[0].type).toBe('return'));
  });

  it('takes the submit instead of loading the page', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(urlOf(input)));
    box().value = 'shield';
    const form = document.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(fetch.mock.calls[0][0]).toBe(`${window.location.origin}/browse?q=shield&live-part=`);
    await vi.waitFor(() => expect(shownNames()).toEqual(['Caribbean Football Shield']));
  });

  it('ends with the last filter’s answer, however slow an earlier one was', async () => {
    let answerFirst = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = urlOf(input);
      // The first answer is slow; the later ones come at once.
      if (fetch.mock.calls.length > 1) return Promise.resolve(answer(url));
      return new Promise<Response>((resolve) => (answerFirst = () => resolve(answer(url))));
    });
    const form = document.querySelector('form')!;
    const submit = (value: string) => {
      box().value = value;
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
    submit('c');
    submit('caribbean');
    submit('caribbean nations');
    expect(window.location.search).toBe('?q=caribbean+nations');
    answerFirst();
    await vi.waitFor(() => expect(shownNames()).toEqual(['Caribbean Nations Cup']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownNames()).toEqual(['Caribbean Nations Cup']);
    // The filter typed over while the first was on its way is never asked for.
    expect(fetch.mock.calls.map(([url]) => new URL(urlOf(url)).search)).toEqual([
      '?q=c&live-part=',
      '?q=caribbean+nations&live-part=',
    ]);
  });

  it('leaves forms that filter no part to the browser', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    document.body.insertAdjacentHTML('beforeend', '<form id="plain" action="/elsewhere"><input name="x"></form>');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('plain')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
