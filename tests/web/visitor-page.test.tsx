import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../web/src/app/system';
import { ColorModeToggle } from '../../web/src/components/ColorModeToggle';
import { ShareButton } from '../../web/src/components/ShareButton';
import { startControls } from '../../web/src/visitor/controls';
import { showOfflineNotice } from '../../web/src/visitor/offline-notice';

/** The buttons as the server renders them on a visitor's page (no React in the browser behind them). */
function serverMarkup(): string {
  return renderToString(
    <ChakraProvider value={system}>
      <header>
        <ColorModeToggle />
      </header>
      <main>
        <ShareButton title="CPL 2023 Standings" />
      </main>
    </ChakraProvider>,
  );
}

describe("a visitor's page without the app", () => {
  let stop = () => {};
  beforeAll(() => {
    stop = startControls();
  });
  afterAll(() => stop());

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
    document.body.innerHTML = `<div id="root">${serverMarkup()}</div>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.documentElement.classList.remove('dark');
  });

  it("switches the colour mode with the server's toggle, and says so on it", () => {
    const toggle = document.querySelector<HTMLButtonElement>('[data-testid="color-mode-toggle"]')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('pitchside-color-mode')).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.title).toBe('Switch to light mode');
    // A tap on the icon inside the button is the button's.
    toggle.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(toggle.title).toBe('Switch to dark mode');
  });

  it('copies the address where there is no share sheet, and says Copied! for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = document.querySelector<HTMLButtonElement>('[data-action="share"]')!;
    expect(share.textContent).toBe('Share');
    share.click();
    await vi.waitFor(() => expect(share.textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    vi.advanceTimersByTime(2000);
    expect(share.textContent).toBe('Share');
  });

  it('says how old an offline copy is, in the page language, counting on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval'] });
    vi.setSystemTime(new Date('2026-12-03T14:00:00Z'));
    const root = document.getElementById('root')!;
    await showOfflineNotice(root, new Date('2026-12-03T13:55:00Z').toUTCString(), 'es');
    const notice = root.querySelector('[data-testid="offline-notice"]')!;
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.className).toBe('offline-notice');
    // Under the header, where the app draws it.
    expect(notice.previousElementSibling?.tagName).toBe('HEADER');
    expect(notice.textContent).toBe(
      'Sin conexión: se muestra esta página tal como se vio por última vez hace 5 minutos (09:55 AST).',
    );
    vi.advanceTimersByTime(60_000);
    expect(notice.textContent).toContain('hace 6 minutos');
  });
});
