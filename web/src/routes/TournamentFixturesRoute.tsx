import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { FixturesBoard } from '../features/fixtures/FixturesBoard';

/** /tournaments/:id/fixtures: the tournament creator manages its fixtures. */
export function TournamentFixturesRoute() {
  const id = Number(useParams().id);
  return (
    <Container maxW="5xl" px="4" py={{ base: '4', md: '8' }}>
      <FixturesBoard tournamentId={id} />
    </Container>
  );
}
