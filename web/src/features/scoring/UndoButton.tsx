import { Button } from '@chakra-ui/react';
import { asyncHandler } from '../../lib/async-handler';
import type { Outbox } from './useOutbox';

/** Undo, as one more tap in the queue: it voids the latest event in force once it reaches the server. */
export function UndoButton({ outbox, label, disabled }: { outbox: Outbox; label: string; disabled: boolean }) {
  return (
    <Button
      variant="outline"
      colorPalette="sunset"
      size="lg"
      disabled={disabled && outbox.waiting.length === 0}
      onClick={asyncHandler(() => outbox.tap({ kind: 'undo', reason: null }))}
    >
      {label}
    </Button>
  );
}
