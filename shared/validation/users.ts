import { z } from 'zod';

/** The activity log's page size. */
export const activityLimitSchema = z.object({
  limit: z
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200'),
});
