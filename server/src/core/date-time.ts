import { DateTimeISOResolver as LibraryDateTimeISO } from 'graphql-scalars';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date given alone (`2026-12-05`) where a moment is asked: the start of that whole UTC day, as the REST
 * routes read one (`rest/list-params.ts`). `endOfDay` is its last millisecond, for the end of a range.
 */
export class PlainDay extends Date {
  constructor(readonly day: string) {
    super(`${day}T00:00:00.000Z`);
  }

  get endOfDay(): Date {
    return new Date(this.getTime() + 86_400_000 - 1);
  }
}

/** The last moment a range's end covers: a whole day for a date given alone, else the moment itself. */
export function rangeEnd(value: Date): Date {
  return value instanceof PlainDay ? value.endOfDay : value;
}

/** `YYYY-MM-DD` as a PlainDay when it is a real calendar day; null when the text is not a date alone. */
export function parsePlainDay(value: string): PlainDay | null {
  if (!PLAIN_DAY.test(value)) return null;
  const day = new PlainDay(value);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new GraphQLError(
      `${value} is not a calendar day: send a date (2026-12-05) or a moment (2026-12-05T18:00:00Z).`,
    );
  }
  return day;
}

const plainDayOf = (value: unknown): PlainDay | null => (typeof value === 'string' ? parsePlainDay(value) : null);

/**
 * graphql-scalars' DateTimeISO (the same name, answers and moments), that also takes a date alone as that
 * whole day, as REST does: `from: "2026-12-05"` starts at the day's first moment, `to: "2026-12-05"`
 * ends at its last (`rangeEnd`). Every field of the schema uses this one scalar.
 */
export const DateTimeISOResolver = new GraphQLScalarType<Date | null, string>({
  name: LibraryDateTimeISO.name,
  description: `${LibraryDateTimeISO.description ?? ''} A date alone (2026-12-05) is taken as that day (UTC), as in the REST routes: its first moment, or its last as the end of a range (to).`,
  serialize: (value) => LibraryDateTimeISO.serialize(value),
  parseValue: (value) => plainDayOf(value) ?? LibraryDateTimeISO.parseValue(value),
  parseLiteral: (ast: ValueNode, variables) =>
    (ast.kind === Kind.STRING ? plainDayOf(ast.value) : null) ?? LibraryDateTimeISO.parseLiteral(ast, variables),
  extensions: LibraryDateTimeISO.extensions,
  specifiedByURL: LibraryDateTimeISO.specifiedByURL,
});
