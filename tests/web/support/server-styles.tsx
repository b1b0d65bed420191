import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EMOTION_KEY } from '../../../web/src/app/ssr-state';
import { serverStyleTags } from '../../../web/src/app/ssr-styles';

/**
 * The page's style elements as the server writes them: `page` rendered once with a cache of its own, its
 * rules taken from the elements that cache wrote (emotion's browser build, which these tests run, writes
 * rules rather than collecting them), then removed.
 */
export function serverStyles(page: ReactNode): string {
  const cache = createCache({ key: EMOTION_KEY });
  const { unmount } = render(<CacheProvider value={cache}>{page}</CacheProvider>);
  const css = cache.sheet.tags
    .map((tag) => tag.textContent || [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('');
  const ids = Object.keys(cache.inserted);
  unmount();
  cache.sheet.flush();
  return serverStyleTags([{ key: EMOTION_KEY, ids, css }]);
}
