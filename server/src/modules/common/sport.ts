import { registerEnumType } from 'type-graphql';

/** The sport of a tournament and, optionally, of a team: it decides scoring and standings. */
export enum Sport {
  football = 'football',
  cricket = 'cricket',
  points = 'points',
}
registerEnumType(Sport, {
  name: 'Sport',
  description: 'football: scored in goals; cricket: runs, wickets and balls; points: any other sport scored in points.',
});
