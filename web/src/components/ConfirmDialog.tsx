import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export type ConfirmOptions = {
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
};

/** An "are you sure?" dialog for destructive actions: nothing happens until the person confirms. */
export function ConfirmDialog({
  open,
  options,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  options: ConfirmOptions | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title color="ink">{options?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{options?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {options?.cancelLabel ?? t('common.cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {options?.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * `await confirm({...})` answers true once the person confirms, false when they cancel; render `dialog`
 * once in the component.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const settle = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  };
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={options !== null}
      options={options}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
