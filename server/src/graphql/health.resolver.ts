import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  @Query(() => String, { description: 'Answers "ok"; lets a client check that the API is reachable.' })
  ping(): string {
    return 'ok';
  }
}
