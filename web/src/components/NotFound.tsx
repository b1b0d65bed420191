import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n/use-t';

/** The spec's not-found states: a title, one sentence and a way home; the tab says so too. */
export function NotFound({ title, message }: { title: string; message: string }) {
  const t = useT();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Pitchside`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <Container maxW="2xl" py="20" textAlign="center" data-testid="not-found">
      <Heading as="h1" size="2xl" color="ink">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">
        {message}
      </Text>
      <Button asChild mt="6" colorPalette="sea">
        <RouterLink to="/">{t('layout.notFound.backHome')}</RouterLink>
      </Button>
    </Container>
  );
}

/** Any address the site does not know (the server answers it with HTTP 404 too). */
export function PageNotFound() {
  const t = useT();
  return <NotFound title={t('layout.notFound.pageTitle')} message={t('layout.notFound.pageMessage')} />;
}

/** Whether an Apollo error is the server's NOT_FOUND. */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] }).errors;
  return Boolean(errors?.some((entry) => entry.extensions?.code === 'NOT_FOUND'));
}
