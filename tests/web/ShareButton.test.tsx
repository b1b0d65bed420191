import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../web/src/app/system';
import { COPIED_MS } from '../../web/src/app/share-page';
import { ShareButton } from '../../web/src/components/ShareButton';

function renderButton() {
  render(
    <ChakraProvider value={system}>
      <ShareButton title="Island Cup T20" />
    </ChakraProvider>,
  );
  return screen.getByRole('button');
}

describe('ShareButton', () => {
  // Kept to be put back as they were, never called from here.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = { share: navigator.share, clipboard: navigator.clipboard };
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'share', { value: original.share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
  });

  it('copies the address when there is no share sheet, and shows Copied! for 2 seconds', async () => {
    expect(COPIED_MS).toBe(2000);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = renderButton();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(button.textContent).toBe('Copied!');
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(button.textContent).toBe('Copied!');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button.textContent).toBe('Share');
  });

  it('opens the share sheet when there is one, and only logs a failed share', async () => {
    const share = vi.fn().mockRejectedValue(new Error('AbortError'));
    const writeText = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = renderButton();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(share).toHaveBeenCalledWith({ title: 'Island Cup T20', url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Share failed', expect.any(Error));
    expect(button.textContent).toBe('Share');
    log.mockRestore();
  });
});
