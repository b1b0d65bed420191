import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SchedulePage } from '../features/scheduling/SchedulePage';

/** /tournaments/:id/schedule: the tournament creator's fixtures by date, venues and kick-off times. */
export function TournamentScheduleRoute() {
  const id = Number(useParams().id);
  return (
    <Container maxW="5xl" px="4" py={{ base: '4', md: '8' }}>
      <SchedulePage tournamentId={id} />
    </Container>
  );
}
