import { Box, Center, Flex, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export type EmbedTheme = 'light' | 'dark';

/** `?theme=dark` or `?theme=light` (the default): the club picks the one that suits its own page. */
export function useEmbedTheme(): EmbedTheme {
  return useSearchParams()[0].get('theme') === 'dark' ? 'dark' : 'light';
}

/**
 * The whole document of a widget in another site's <iframe>: no site header or footer, Chakra's `dark`
 * or `light` class on the root (so the semantic tokens, bg, fg, border…, switch as in the site's own
 * dark mode), and a small link to the full page, opened outside the frame.
 */
export function EmbedFrame({
  title,
  fullPath,
  children,
}: {
  title: string;
  /** The full page on Pitchside this widget shows a part of. */
  fullPath: string;
  children: ReactNode;
}) {
  const theme = useEmbedTheme();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Pitchside`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    // The document itself too: its background under an overscroll, the scrollbars and form controls.
    const root = document.documentElement;
    root.classList.add(theme);
    root.style.colorScheme = theme;
    return () => {
      root.classList.remove(theme);
      root.style.colorScheme = '';
    };
  }, [theme]);
  return (
    <Box
      className={theme}
      data-testid="embed"
      data-theme={theme}
      colorScheme={theme}
      minH="100dvh"
      bg="bg"
      color="fg"
      px="3"
      py="2"
      fontSize="sm"
      display="flex"
      flexDirection="column"
    >
      <Box as="main" flex="1">
        {children}
      </Box>
      <Flex justify="flex-end" pt="2">
        <Link
          href={fullPath}
          target="_blank"
          rel="noopener"
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          data-testid="embed-pitchside-link"
        >
          Pitchside ↗
          <Box as="span" srOnly>
            {' '}
            (opens the full page in a new tab)
          </Box>
        </Link>
      </Flex>
    </Box>
  );
}

/** The widget's heading: one h1, small, since the frame is small. */
export function EmbedHeading({ children, srOnly = false }: { children: ReactNode; srOnly?: boolean }) {
  return (
    <Heading as="h1" fontSize="md" lineHeight="short" mb="2" lineClamp={2} srOnly={srOnly || undefined}>
      {children}
    </Heading>
  );
}

export function EmbedSpinner({ label }: { label: string }) {
  return (
    <Center py="8">
      <Spinner size="md" color="fg.muted" aria-label={label} />
    </Center>
  );
}

/** An unknown, unpublished or malformed id: said plainly inside the frame. */
export function EmbedNotFound({ what }: { what: 'Tournament' | 'Match' }) {
  return (
    <EmbedFrame title={`${what} not found`} fullPath="/">
      <Box data-testid="embed-not-found" py="4">
        <EmbedHeading>{what} not found</EmbedHeading>
        <Text color="fg.muted">
          This {what.toLowerCase()} does not exist or is not public on Pitchside. Check the address in the embed code.
        </Text>
      </Box>
    </EmbedFrame>
  );
}

export function EmbedLoadError({ what }: { what: string }) {
  return (
    <EmbedFrame title="Pitchside" fullPath="/">
      <Box py="4" role="alert">
        <EmbedHeading>Could not load the {what}</EmbedHeading>
        <Text color="fg.muted">Pitchside could not be reached. It will try again shortly.</Text>
      </Box>
    </EmbedFrame>
  );
}
