import { clubSchema } from '../../../../shared/validation/clubs.js';
import type { RequestContext } from '../../core/request-context.js';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import type { User } from '../users/user.entity.js';
import { Club } from './club.entity.js';
import type { ClubInput } from './clubs.inputs.js';

export class ClubsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** The clubs the signed-in person owns, newest first. */
  async listMine(): Promise<Club[]> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.find(Club, { owner: viewer }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async get(id: number): Promise<Club> {
    const viewer = requireStaff(this.ctx);
    return this.owned(viewer, id);
  }

  async create(input: ClubInput): Promise<Club> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(clubSchema, input);
    const club = this.ctx.em.create(Club, { ...values, owner: viewer });
    await this.ctx.em.persist(club).flush();
    return club;
  }

  async update(id: number, input: ClubInput): Promise<Club> {
    const viewer = requireStaff(this.ctx);
    const club = await this.owned(viewer, id);
    const values = parseInput(clubSchema, input);
    this.ctx.em.assign(club, values);
    await this.ctx.em.flush();
    return club;
  }

  /** Deactivates or reactivates a club; its teams stay as they are. */
  async setActive(id: number, active: boolean): Promise<Club> {
    const viewer = requireStaff(this.ctx);
    const club = await this.owned(viewer, id);
    club.isActive = active;
    await this.ctx.em.flush();
    return club;
  }

  /** Only the owner may see a club's management view or change it. */
  private async owned(viewer: User, id: number): Promise<Club> {
    const club = await this.ctx.em.findOne(Club, { id });
    if (!club) throw new NotFoundError('Club not found');
    if (club.owner.id !== viewer.id) throw new ForbiddenError('Only the club owner can manage this club.');
    return club;
  }
}
