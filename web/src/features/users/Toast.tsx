import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const TOAST_MS = 3000;

/** A success message that shows for 3 seconds (section 9 of the spec). */
export function useToast() {
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return { message: message?.text ?? null, show: (text: string) => setMessage({ text, key: Date.now() }) };
}

export function Toast({ message }: { message: string | null }) {
  return (
    <Box role="status" aria-live="polite" position="fixed" bottom="6" right="6" zIndex="toast">
      {message ? (
        <Box bg="green.600" color="white" px="4" py="3" borderRadius="lg" boxShadow="lg" fontWeight="medium">
          {message}
        </Box>
      ) : null}
    </Box>
  );
}
