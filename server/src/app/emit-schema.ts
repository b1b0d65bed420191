import { writeFile } from 'node:fs/promises';
import { createAppPubSub } from '../core/pubsub.js';
import { buildAppSchema, printAppSchema } from './schema.js';

const schema = await buildAppSchema(createAppPubSub());
await writeFile('schema.graphql', printAppSchema(schema));
console.log('wrote schema.graphql');
