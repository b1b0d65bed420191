import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode-script';
import { COLOR_MODE_KEY } from '../../web/src/app/color-mode';
import { system } from '../../web/src/app/system';
import { ColorModeToggle } from '../../web/src/components/ColorModeToggle';

/** The inline script of the page's <head>, run before React: its text, evaluated. */
const bootScript = COLOR_MODE_SCRIPT;
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runBootScript = () => (new Function(bootScript) as () => void)();

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const root = document.documentElement;

describe('colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    root.className = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows the device before any choice is made', () => {
    prefersDark(true);
    runBootScript();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    prefersDark(false);
    runBootScript();
    expect([...root.classList]).toEqual(['light']);
  });

  it('switches with the header toggle and remembers the choice for the next page load', async () => {
    prefersDark(false);
    runBootScript();
    render(
      <ChakraProvider value={system}>
        <ColorModeToggle />
      </ChakraProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await act(async () => fireEvent.click(toggle));
    expect(root.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');

    // A new page load on a light device: the stored choice wins, before React renders.
    root.className = '';
    runBootScript();
    expect([...root.classList]).toEqual(['dark']);

    await act(async () => fireEvent.click(toggle));
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('light');
    prefersDark(true);
    root.className = '';
    runBootScript();
    expect([...root.classList]).toEqual(['light']);
  });
  it('gives an embed the theme in its address from the first paint, whatever the visitor chose', () => {
    prefersDark(true);
    localStorage.setItem(COLOR_MODE_KEY, 'dark');
    window.history.replaceState(null, '', '/embed/standings/3');
    runBootScript();
    expect([...root.classList]).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');

    prefersDark(false);
    localStorage.setItem(COLOR_MODE_KEY, 'light');
    window.history.replaceState(null, '', '/embed/match/7?lang=en&theme=dark');
    runBootScript();
    expect([...root.classList]).toEqual(['dark']);

    // Outside /embed/ the parameter means nothing: the stored choice holds.
    window.history.replaceState(null, '', '/tournament/3?theme=dark');
    runBootScript();
    expect([...root.classList]).toEqual(['light']);
    window.history.replaceState(null, '', '/');
  });
});
