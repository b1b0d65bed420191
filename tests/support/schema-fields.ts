import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isObjectType, type GraphQLObjectType } from 'graphql';

/**
 * Every field of a type (`Match`, `Team`), as the API's schema has it: leaves by name, objects by their id
 * (or type name), so a list's answer and the record's own answer can be compared field by field.
 */
export function everyField(typeName: string): string {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields = Object.values(type.getFields()).filter((field) =>
    field.args.every((argument) => argument.defaultValue !== undefined || !('ofType' in argument.type)),
  );
  return fields
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      const inner = isObjectType(named) && 'id' in named.getFields() ? 'id __typename' : '__typename';
      return `${field.name} { ${inner} }`;
    })
    .join('\n');
}
