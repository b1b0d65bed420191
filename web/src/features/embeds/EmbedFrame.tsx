import { Box, Center, Flex, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
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
            {t('embeds.frame.newTab')}
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

const NOT_FOUND: Record<'Tournament' | 'Match', { title: MessageId; hint: MessageId }> = {
  Tournament: { title: 'embeds.notFound.tournament', hint: 'embeds.notFound.tournamentHint' },
  Match: { title: 'embeds.notFound.match', hint: 'embeds.notFound.matchHint' },
};

/** An unknown, unpublished or malformed id: said plainly inside the frame. */
export function EmbedNotFound({ what }: { what: 'Tournament' | 'Match' }) {
  const t = useT();
  const title = t(NOT_FOUND[what].title);
  return (
    <EmbedFrame title={title} fullPath="/">
      <Box data-testid="embed-not-found" py="4">
        <EmbedHeading>{title}</EmbedHeading>
        <Text color="fg.muted">{t(NOT_FOUND[what].hint)}</Text>
      </Box>
    </EmbedFrame>
  );
}

const LOAD_ERRORS: Record<'score' | 'fixtures' | 'standings', MessageId> = {
  score: 'embeds.loadError.score',
  fixtures: 'embeds.loadError.fixtures',
  standings: 'embeds.loadError.standings',
};

export function EmbedLoadError({ what }: { what: 'score' | 'fixtures' | 'standings' }) {
  const t = useT();
  return (
    <EmbedFrame title="Pitchside" fullPath="/">
      <Box py="4" role="alert">
        <EmbedHeading>{t(LOAD_ERRORS[what])}</EmbedHeading>
        <Text color="fg.muted">{t('embeds.loadError.hint')}</Text>
      </Box>
    </EmbedFrame>
  );
}
