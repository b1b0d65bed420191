import { describe, expect, it, vi } from 'vitest';
import { createSiteIntl } from '../../web/src/i18n/intl';
import { loadMessages } from '../../web/src/i18n/load-messages';
import { adoptCatalogue, withSignedInMessages } from '../../web/src/i18n/signed-in-messages';
import { translator } from '../../web/src/i18n/use-t';

// Issue 51: a visitor's page fetches what visitors read; a signed-in page's code brings the rest, into the
// catalogue the page's formatter already reads, so no formatter is made again and nothing renders twice.
describe('the signed-in messages', () => {
  it('join the page’s own catalogue when a signed-in page’s code loads, once, in the page’s language', async () => {
    const messages = { ...(await loadMessages('es')) };
    const intl = createSiteIntl('es', messages);
    const t = translator(intl);
    adoptCatalogue('es', messages);
    // A visitor's catalogue: the pad's words are not in it (the test formatter throws on a missing message).
    expect(t('layout.footer.developers')).toBe('API para desarrolladores');
    expect(() => t('scoring.picker.newNameOf', { label: 'Bateador' })).toThrow();

    const page = vi.fn(() => Promise.resolve({ Component: 'ScorePad' }));
    const lazy = withSignedInMessages(page);
    expect(page).not.toHaveBeenCalled();
    expect(await lazy()).toEqual({ Component: 'ScorePad' });
    expect(t('scoring.picker.newNameOf', { label: 'Bateador' })).toBe('Bateador: nombre nuevo');
    // A second signed-in page reuses what came: the same catalogue, no second merge.
    const size = Object.keys(messages).length;
    await withSignedInMessages(page)();
    expect(Object.keys(messages).length).toBe(size);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
