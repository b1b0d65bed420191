import { z } from 'zod';
import { WebhookEvent } from '../enums.js';

/** WebhookInput: the address and the events a tournament's webhook is sent. */
export const webhookSchema = z.object({
  url: z
    .string({ error: 'Enter the address to send events to' })
    .trim()
    .min(1, 'Enter the address to send events to')
    .max(2000, 'Keep the address under 2000 characters')
    .refine(
      (value) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value) && URL.canParse(value),
      'Enter an http or https address',
    ),
  events: z
    .array(z.enum(WebhookEvent, { error: 'Unknown event' }), { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
