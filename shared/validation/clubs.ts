import { z } from 'zod';
import { optionalEmail, optionalText, optionalWebAddress, requiredName } from './fields.js';

/** ClubInput: Create Club and a club's edit. */
export const clubSchema = z.object({
  name: requiredName('Club name is required'),
  description: optionalText(2000, 'many'),
  location: optionalText(200, 'one'),
  contactEmail: optionalEmail,
  contactPhone: optionalText(50, 'one'),
  logoUrl: optionalWebAddress,
});
