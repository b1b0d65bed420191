import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const TOAST_MS = 3000;
/** A toast with an action (Undo) stays long enough to reach for it. */
export const ACTION_TOAST_MS = 8000;

export type ToastAction = { label: string; run: () => void };

/** A success message that shows for 3 seconds (section 9 of the spec), optionally with an action. */
export function useToast() {
  const [message, setMessage] = useState<{ text: string; key: number; action?: ToastAction } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), message.action ? ACTION_TOAST_MS : TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return {
    message: message?.text ?? null,
    action: message?.action,
    show: (text: string, action?: ToastAction) => setMessage({ text, key: Date.now(), action }),
    dismiss: () => setMessage(null),
  };
}

export function Toast({
  message,
  action,
  onDismiss,
}: {
  message: string | null;
  action?: ToastAction;
  onDismiss?: () => void;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      bottom="6"
      right="6"
      left={{ base: '6', sm: 'auto' }}
      zIndex="toast"
    >
      {message ? (
        <HStack
          bg="green.700"
          color="white"
          px="4"
          py="3"
          borderRadius="lg"
          boxShadow="lg"
          fontWeight="medium"
          gap="4"
          justify="space-between"
        >
          <span>{message}</span>
          {action ? (
            <Button
              size="sm"
              variant="surface"
              colorPalette="gray"
              onClick={() => {
                onDismiss?.();
                action.run();
              }}
            >
              {action.label}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Box>
  );
}
