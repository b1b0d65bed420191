import type { Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';
import { Team } from './team.entity.js';

/**
 * A team's crest, resized on upload to every size the pages use: one row per team (the unique team
 * makes a second upload replace the first). Not a GraphQL type: pictures are served by crests.ts.
 * The pictures are lazy, so reading a row for its hash never drags them along.
 */
@Entity({ tableName: 'team_crest' })
export class TeamCrest extends BaseEntity {
  @OneToOne(() => Team, { owner: true, ref: true, deleteRule: 'cascade', unique: 'team_crest_team_id_unique' })
  team!: Ref<Team>;

  /** SHA-256 of the uploaded file, hex: the ETag and the cache-busting version. */
  @Property({ type: 'string', length: 64 })
  hash!: string;

  @Property({ type: 'blob', lazy: true })
  webp64!: Buffer;

  @Property({ type: 'blob', lazy: true })
  webp128!: Buffer;

  @Property({ type: 'blob', lazy: true })
  webp256!: Buffer;

  /** For the few clients without WebP. */
  @Property({ type: 'blob', lazy: true })
  png256!: Buffer;
}
