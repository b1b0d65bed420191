type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function snakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** GraphQL answers in camelCase; the spec's REST shapes are snake_case. */
export function toSnakeCase(value: unknown): Json {
  if (Array.isArray(value)) return value.map(toSnakeCase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '__typename')
        .map(([key, inner]) => [snakeKey(key), toSnakeCase(inner)]),
    );
  }
  return (value ?? null) as Json;
}

function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** REST bodies arrive in snake_case; GraphQL inputs are camelCase. */
export function toCamelCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toCamelCase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camelKey(key), toCamelCase(inner)]));
  }
  return value;
}
