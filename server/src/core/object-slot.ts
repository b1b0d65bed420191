/**
 * A value kept on a short-lived object (a request's entity manager, its `IncomingMessage`, a row it read)
 * under a symbol of its own, so it lives exactly as long as the object and no one else can read it.
 *
 * Not a WeakMap: V8's young-generation collection (the scavenge) keeps a WeakMap's values alive, dead keys or
 * not, until the next full collection. Each request's loaders and the rows they held, kept so, outlived their
 * request and were promoted to the old generation. With db/query-callbacks.ts, a tournament page's request
 * left 29 KiB to promote before and 2 KiB after (`npm run bench -- gc-promotion`, PostgreSQL); under load,
 * scavenges had taken 10-25 ms, with a full collection every few seconds.
 */
export class ObjectSlot<Key extends object, Value> {
  private readonly symbol: symbol;

  constructor(description: string) {
    this.symbol = Symbol(description);
  }

  get(key: Key): Value | undefined {
    return (key as Record<symbol, Value | undefined>)[this.symbol];
  }

  set(key: Key, value: Value): void {
    (key as Record<symbol, Value | undefined>)[this.symbol] = value;
  }

  delete(key: Key): void {
    (key as Record<symbol, Value | undefined>)[this.symbol] = undefined;
  }
}
