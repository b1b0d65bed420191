import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { FormFailure } from './useManagementForm';

/** A modal form: submit shows its busy label, and a failure alert (with Retry) keeps the modal and its input open. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busyLabel,
  busy,
  failure,
  onClose,
  onSubmit,
  extraActions,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  failure: FormFailure | null;
  onClose: () => void;
  onSubmit: () => void;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title color="ink">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {failure ? (
                    <Alert.Root status="error" role="alert" alignItems="center">
                      <Alert.Indicator />
                      <Alert.Content flex="1">
                        <Alert.Title>{failure.title}</Alert.Title>
                        <Alert.Description>{failure.detail}</Alert.Description>
                      </Alert.Content>
                      <Button size="sm" variant="outline" colorPalette="red" onClick={failure.retry}>
                        {t('management.retry')}
                      </Button>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="2">
                {extraActions}
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="sea" loading={busy} loadingText={busyLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
