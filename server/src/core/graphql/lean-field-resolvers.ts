import { GraphQLObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type FieldResolverMetadata = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];
type Param = NonNullable<FieldResolverMetadata['params']>[number];
/** One argument of a resolver method, taken from what graphql-js hands a field's resolver. */
type Pass = (root: unknown, context: unknown, info: GraphQLResolveInfo) => unknown;
type Method = (this: object, ...params: unknown[]) => unknown;

const propertyOf = (value: unknown, name: string): unknown => (value as Record<string, unknown>)[name];

/** How a lean resolver passes this parameter, or null where only TypeGraphQL passes it as it does. */
function passOf(param: Param): Pass | null {
  switch (param.kind) {
    case 'root': {
      // A root typed as a class is copied into an instance of it by TypeGraphQL when it is not one.
      const type: unknown = param.getType?.();
      if (type !== undefined && type !== Object) return null;
      const name = param.propertyName;
      return name ? (root) => propertyOf(root, name) : (root) => root;
    }
    case 'context': {
      const name = param.propertyName;
      return name ? (_root, context) => propertyOf(context, name) : (_root, context) => context;
    }
    case 'info':
      return (_root, _context, info) => info;
    default:
      return null;
  }
}

/** The method called as TypeGraphQL calls it: its parameters in their order, on one instance of its class. */
function leanResolver(instance: object, method: Method, passes: Pass[]): GraphQLFieldResolver<unknown, unknown> {
  const [first, second] = passes;
  if (passes.length === 0) return () => method.call(instance);
  if (passes.length === 1) return (root, _args, context, info) => method.call(instance, first(root, context, info));
  if (passes.length === 2) {
    return (root, _args, context, info) =>
      method.call(instance, first(root, context, info), second(root, context, info));
  }
  return (root, _args, context, info) =>
    method.apply(
      instance,
      passes.map((pass) => pass(root, context, info)),
    );
}

/**
 * Field resolvers of resolver classes (`@FieldResolver` in a `@Resolver(() => Type)` class) answered without
 * TypeGraphQL's per-call wrapper, where it adds nothing: no middleware, no roles, no arguments, and only
 * `@Root()` (untyped or of a property), `@Ctx()` and `@Info()` parameters. The wrapper built a resolver-data
 * object, looked the class's instance up, and sorted and mapped the parameters on every call: a match card's
 * tournament, teams, ids and round label are ten such calls, a tournament page's thirty cards 300, and the
 * wrapper was 6% of that page's CPU and a tenth of what it allocated (issue 51). Everything else keeps
 * TypeGraphQL's resolver. For a schema built from `resolvers` without global middlewares or a container, as
 * buildAppSchema builds it: one instance per resolver class, as TypeGraphQL's default container keeps.
 */
export function leanFieldResolvers(schema: GraphQLSchema, resolvers: readonly unknown[]): { lean: string[] } {
  const storage = getMetadataStorage();
  const typeNames = new Map<unknown, string>(storage.objectTypes.map((type) => [type.target, type.name]));
  const byField = new Map<string, { typeName: string; fieldName: string; candidates: FieldResolverMetadata[] }>();
  for (const resolver of storage.fieldResolvers) {
    // Only the classes the schema was built from, as TypeGraphQL picks them (the store holds every class imported).
    if (resolver.kind !== 'external' || !resolver.getObjectType || !resolvers.includes(resolver.target)) continue;
    const typeName = typeNames.get(resolver.getObjectType());
    if (!typeName) continue;
    const key = `${typeName}.${resolver.schemaName}`;
    const entry = byField.get(key) ?? { typeName, fieldName: resolver.schemaName, candidates: [] };
    entry.candidates.push(resolver);
    byField.set(key, entry);
  }

  const instances = new Map<unknown, object>();
  const lean: string[] = [];
  for (const [key, { typeName, fieldName, candidates }] of byField) {
    // A field two classes resolve (a subclass's resolver over its parent's): left to TypeGraphQL's choice.
    if (candidates.length !== 1) continue;
    const [resolver] = candidates;
    const type = schema.getType(typeName);
    const field = type instanceof GraphQLObjectType ? type.getFields()[fieldName] : undefined;
    if (!field || field.args.length > 0) continue;
    if ((resolver.middlewares ?? []).length > 0 || (resolver.roles ?? []).length > 0) continue;
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    const passes = params.map(passOf);
    if (passes.some((pass) => pass === null)) continue;
    const target = resolver.target as new () => object;
    let instance = instances.get(target);
    if (!instance) {
      instance = new target();
      instances.set(target, instance);
    }
    const method = (instance as Record<string, unknown>)[resolver.methodName];
    if (typeof method !== 'function') continue;
    field.resolve = leanResolver(instance, method as Method, passes as Pass[]);
    lean.push(key);
  }
  return { lean };
}
