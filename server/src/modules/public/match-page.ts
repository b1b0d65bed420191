import type { FilterQuery } from '@mikro-orm/core';
import type { Match } from '../matches/match.entity.js';
import type { MatchRow } from '../matches/match-row.js';
import type { MatchConnection, MatchEdge, PageInfo } from './public.types.js';

// A page of matches as `matches` answers it. Classes, their getters on the prototype: getters in an object literal
// are made per page and keep the request through scavenges (README, "What V8 keeps through a scavenge").

/** Where a page of matches sits; its cursors written only when asked. */
class MatchPageInfo implements PageInfo {
  constructor(
    private readonly nodes: readonly MatchRow[],
    readonly hasNextPage: boolean,
    readonly hasPreviousPage: boolean,
  ) {}

  get startCursor(): string | null {
    return this.nodes[0]?.cursor ?? null;
  }

  get endCursor(): string | null {
    return this.nodes.at(-1)?.cursor ?? null;
  }
}

/** A page of matches: a page that shows the matches writes no cursor (1.5% of a team page's CPU). */
export class MatchPage implements MatchConnection {
  readonly pageInfo: PageInfo;

  constructor(
    readonly nodes: MatchRow[],
    readonly where: FilterQuery<Match>,
    paging: { hasNextPage: boolean; hasPreviousPage: boolean },
  ) {
    this.pageInfo = new MatchPageInfo(nodes, paging.hasNextPage, paging.hasPreviousPage);
  }

  get edges(): MatchEdge[] {
    return this.nodes.map((node) => ({ cursor: node.cursor, node }));
  }
}
