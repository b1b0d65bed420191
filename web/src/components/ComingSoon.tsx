import { Container, Heading, Text } from '@chakra-ui/react';

/** An honest page for a route whose feature is still being built: no made-up content. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" color="sea.900">
        {title}
      </Heading>
      <Text mt="4" color="fg.muted">
        This page is coming soon. It is not built yet.
      </Text>
    </Container>
  );
}
