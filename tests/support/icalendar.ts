/** A small, strict RFC 5545 reader for tests: unfolds lines, checks nesting, reads properties. */
export type ICalProperty = { name: string; params: Record<string, string>; value: string };
export type ICalComponent = { type: string; properties: ICalProperty[]; components: ICalComponent[] };

export function parseICalendar(text: string): ICalComponent {
  if (!text.includes('\r\n')) throw new Error('iCalendar lines must end in CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
  const stack: ICalComponent[] = [];
  let root: ICalComponent | null = null;
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`Not a content line: ${line}`);
    const [, name, rawParams, value] = match;
    const params = Object.fromEntries(
      rawParams
        .split(';')
        .filter(Boolean)
        .map((param) => param.split('=') as [string, string]),
    );
    if (name === 'BEGIN') {
      const component: ICalComponent = { type: value, properties: [], components: [] };
      if (stack.length) stack.at(-1)!.components.push(component);
      else if (root) throw new Error('Two top-level components');
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      const open = stack.pop();
      if (!open || open.type !== value) throw new Error(`END:${value} does not close ${open?.type ?? 'anything'}`);
    } else {
      if (!stack.length) throw new Error(`Property outside a component: ${line}`);
      stack.at(-1)!.properties.push({ name, params, value });
    }
  }
  if (!root || stack.length) throw new Error('Unbalanced BEGIN/END');
  return root;
}

export function prop(component: ICalComponent, name: string): string | undefined {
  return component.properties.find((property) => property.name === name)?.value;
}

/** Reverses RFC 5545 TEXT escaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
}
