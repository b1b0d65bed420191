import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InningsActions } from '../../web/src/features/scoring/InningsActions';
import type { Outbox } from '../../web/src/features/scoring/useOutbox';
import { recordingClient, renderWithClient } from './support/recording-client';

describe('the pad between balls', () => {
  it('ends a chase stopped by rain on its par score, as a close event carrying the par', async () => {
    const tap = vi.fn(() => Promise.resolve());
    const outbox = { tap } as unknown as Outbox;
    renderWithClient(
      recordingClient({}).client,
      <InningsActions outbox={outbox} innings={2} battingTeamId={9} chase tied={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'No further play' }));
    const send = await screen.findByRole('button', { name: 'End the match on par' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Par score (DLS)'), { target: { value: '87' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(tap).toHaveBeenCalledWith({
        kind: 'close',
        input: { innings: 2, battingTeamId: 9, reason: 'CLOSED', par: 87 },
      }),
    );
  });

  it('offers no par to the side batting first', () => {
    const outbox = { tap: vi.fn() } as unknown as Outbox;
    renderWithClient(
      recordingClient({}).client,
      <InningsActions outbox={outbox} innings={1} battingTeamId={9} chase={false} tied={false} />,
    );
    expect(screen.queryByRole('button', { name: 'No further play' })).toBeNull();
  });
});
