import { Box, ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, serverStyleTags, SSR_STYLES_ATTRIBUTE } from '../../web/src/app/ssr-styles';
import { EMOTION_KEY } from '../../web/src/app/ssr-state';
import { system } from '../../web/src/app/system';
import { serverStyles } from './support/server-styles';

function Page() {
  return (
    <Box data-testid="box" padding="3" color="fg.muted">
      A box
    </Box>
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the server's style elements in the browser", () => {
  it('are written with their rules named, not as emotion elements the browser would move', () => {
    const tags = serverStyleTags([
      { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red;}.css-b2{color:blue;}' },
      { key: 'css', ids: [], css: '' },
    ]);
    expect(tags).toBe(`<style ${SSR_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{color:red;}.css-b2{color:blue;}</style>`);
  });

  it('cannot be ended early by a value holding </style>', () => {
    const tags = serverStyleTags([{ key: 'css', ids: ['x'], css: '.css-x{content:"</style><script>"}' }]);
    expect(tags.match(/<\/style>/g)).toHaveLength(1);
    expect(tags).toContain('<\\/style><script>');
  });

  it('stay where they are while the app renders over them, which inserts none of their rules again', () => {
    document.body.innerHTML = `${serverStyles(
      <ChakraProvider value={system}>
        <Page />
      </ChakraProvider>,
    )}<div id="root"></div>`;
    const serverStyle = document.body.firstElementChild;
    const cache = adoptServerStyles(createCache({ key: EMOTION_KEY }));
    render(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <Page />
        </ChakraProvider>
      </CacheProvider>,
      { container: document.getElementById('root')! },
    );
    expect(document.body.firstElementChild).toBe(serverStyle);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    // The rendered element's class is one the server's element holds.
    const className = [...document.querySelector('[data-testid="box"]')!.classList].find((name) =>
      name.startsWith('css-'),
    );
    expect(serverStyle?.getAttribute(SSR_STYLES_ATTRIBUTE)?.split(' ')).toContain(className!.slice(4));
  });

  it('without them the app inserts the rules itself (what adopting saves)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    render(
      <CacheProvider value={adoptServerStyles(createCache({ key: EMOTION_KEY }))}>
        <ChakraProvider value={system}>
          <Page />
        </ChakraProvider>
      </CacheProvider>,
      { container: document.getElementById('root')! },
    );
    expect(document.head.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
  });
});
