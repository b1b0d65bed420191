import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { serializeBaseStyles } from '../../web/build/chakra-base-css';
import { createEmotionCache } from '../../web/src/app/emotion-cache';
import { createBaseStyles } from '../../web/src/app/theme';

/** The CSS the app's cache writes for `styles` (emotion's server build returns the rules it inserts). */
function cssOf(styles: object): string {
  const cache = createEmotionCache('css');
  const serialized = serializeStyles([styles as never], cache.registered);
  return cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, false) as unknown as string;
}

/** The CSS of every page (server render, browser, the build's base stylesheet) is written by one cache. */
describe('the CSS emotion writes', () => {
  it('prefixes what Safari still needs, and nothing else', () => {
    const css = cssOf({
      userSelect: 'none',
      backdropFilter: 'blur(4px)',
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      transform: 'translateX(1px)',
      appearance: 'none',
      '&::placeholder': { color: 'gray' },
    });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('display:flex;align-items:center;flex-shrink:0;transform:translateX(1px);appearance:none;');
    expect(css).toContain('::placeholder{color:gray;}');
    // Emotion's default prefixer wrote all of these.
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-transform|-webkit-appearance|-webkit-input/);
  });

  it("leaves Chakra's base stylesheet without the old browsers' prefixes, keyframes written once", () => {
    const css = serializeBaseStyles(createBaseStyles());
    expect(css).toContain('@keyframes spin{');
    expect(css).not.toMatch(/@-webkit-keyframes|-ms-|-webkit-box|-webkit-transform|-moz-user-select/);
    // Written by Chakra's reset itself, not by the prefixer: still there.
    expect(css).toContain('-webkit-text-size-adjust:100%');
    expect(css).toContain('-moz-tab-size:4');
  });
});
