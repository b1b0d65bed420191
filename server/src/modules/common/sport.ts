import { registerEnumType } from 'type-graphql';
import { Sport } from '../../../../shared/enums.js';

// The sport of a tournament and, optionally, of a team: it decides scoring and standings. The enum lives
// in shared/ (the forms check it too); teams sit below tournaments, so it is registered here.
registerEnumType(Sport, {
  name: 'Sport',
  description: 'football: scored in goals; cricket: runs, wickets and balls; points: any other sport scored in points.',
});

export { Sport };
