import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The spec's not-found states: a title, one sentence and a way home. */
export function NotFound({ title, message }: { title: string; message: string }) {
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Heading as="h1" size="2xl" color="sea.900">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">
        {message}
      </Text>
      <Button asChild mt="6" colorPalette="sea">
        <RouterLink to="/">Back to Home</RouterLink>
      </Button>
    </Container>
  );
}

/** Whether an Apollo error is the server's NOT_FOUND. */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] }).errors;
  return Boolean(errors?.some((entry) => entry.extensions?.code === 'NOT_FOUND'));
}
