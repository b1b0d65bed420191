import 'reflect-metadata';
import { execute, parse, type GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import {
  Arg,
  buildSchema,
  Ctx,
  Field,
  FieldResolver,
  Info,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { leanFieldResolvers } from '../../../server/src/core/graphql/lean-field-resolvers.js';

// Names of their own: the server suite's files share one module graph, and TypeGraphQL one metadata store.
@ObjectType('LeanProbeCard')
class LeanProbeCard {
  @Field(() => Int)
  id!: number;
}

type ProbeContext = { language: string; middlewareRuns: number };

@Resolver(() => LeanProbeCard)
class LeanProbeCardFields {
  @FieldResolver(() => String)
  label(@Root() card: { id: number }, @Ctx() context: ProbeContext): string {
    return `${context.language}:${card.id}`;
  }

  @FieldResolver(() => String)
  title(@Root('id') id: number, @Ctx('language') language: string): string {
    return `${language} #${id}`;
  }

  @FieldResolver(() => String)
  where(@Info() info: GraphQLResolveInfo): string {
    return `${String(info.path.prev?.key)}.${info.fieldName}`;
  }

  @FieldResolver(() => Int)
  async later(@Root() card: { id: number }): Promise<number> {
    return Promise.resolve(card.id * 10);
  }

  @FieldResolver(() => String)
  @UseMiddleware(({ context }: { context: ProbeContext }, next) => {
    context.middlewareRuns += 1;
    return next();
  })
  guarded(@Root() card: { id: number }): string {
    return `guarded ${card.id}`;
  }

  @FieldResolver(() => String)
  withArgument(@Root() card: { id: number }, @Arg('prefix', () => String) prefix: string): string {
    return `${prefix}${card.id}`;
  }

  @FieldResolver(() => Boolean)
  rootAsClass(card: LeanProbeCard): boolean {
    // TypeGraphQL copies a plain root into the class it is typed as.
    return card instanceof LeanProbeCard;
  }
}

/** Resolves `label` too, but the probe schema is not built from it: TypeGraphQL leaves it out, as must the lean pass. */
@Resolver(() => LeanProbeCard)
class LeanProbeStrayFields {
  @FieldResolver(() => String)
  label(): string {
    return 'stray';
  }
}

// A root typed as a class, as TypeScript's decorator metadata types it (this project emits none: written out).
Reflect.defineMetadata('design:paramtypes', [LeanProbeCard], LeanProbeCardFields.prototype, 'rootAsClass');
Root()(LeanProbeCardFields.prototype, 'rootAsClass', 0);

@Resolver()
class LeanProbeQueries {
  @Query(() => [LeanProbeCard])
  leanProbeCards(): { id: number }[] {
    return [{ id: 1 }, { id: 2 }];
  }
}

const QUERY = parse(`{
  leanProbeCards { id label title where later guarded withArgument(prefix: "p") rootAsClass }
}`);

const RESOLVERS = [LeanProbeCardFields, LeanProbeQueries] as const;
const build = () => buildSchema({ resolvers: RESOLVERS, validate: false });

async function answer(schema: GraphQLSchema) {
  const contextValue: ProbeContext = { language: 'es', middlewareRuns: 0 };
  const result = await execute({ schema, document: QUERY, contextValue });
  return { result, middlewareRuns: contextValue.middlewareRuns };
}

describe('lean field resolvers (lean-field-resolvers.ts)', () => {
  it('answers root, context and info field resolvers without TypeGraphQL’s wrapper, the same answers', async () => {
    const typeGraphql = await build();
    const lean = await build();
    const card = lean.getType('LeanProbeCard') as GraphQLObjectType;
    const before = Object.fromEntries(Object.entries(card.getFields()).map(([name, field]) => [name, field.resolve]));

    const { lean: made } = leanFieldResolvers(lean, RESOLVERS);
    expect(RESOLVERS).not.toContain(LeanProbeStrayFields);

    expect(made.filter((name) => name.startsWith('LeanProbeCard.')).sort()).toEqual(
      ['LeanProbeCard.label', 'LeanProbeCard.later', 'LeanProbeCard.title', 'LeanProbeCard.where'].sort(),
    );
    const after = card.getFields();
    for (const name of ['label', 'title', 'where', 'later']) expect(after[name].resolve).not.toBe(before[name]);
    // A middleware, an argument or a root typed as a class: TypeGraphQL's own resolver stays.
    for (const name of ['guarded', 'withArgument', 'rootAsClass']) expect(after[name].resolve).toBe(before[name]);

    const [expected, actual] = [await answer(typeGraphql), await answer(lean)];
    expect(actual.result).toEqual(expected.result);
    expect(actual.result.data?.leanProbeCards).toEqual([
      {
        id: 1,
        label: 'es:1',
        title: 'es #1',
        where: '0.where',
        later: 10,
        guarded: 'guarded 1',
        withArgument: 'p1',
        rootAsClass: true,
      },
      {
        id: 2,
        label: 'es:2',
        title: 'es #2',
        where: '1.where',
        later: 20,
        guarded: 'guarded 2',
        withArgument: 'p2',
        rootAsClass: true,
      },
    ]);
    expect(actual.middlewareRuns).toBe(2);
  });
});
