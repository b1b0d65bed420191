import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { CREST_MAX_BYTES, CREST_SIZES } from '../../../../shared/validation/teams.js';
import type { RequestContext } from '../../core/request-context.js';
import { ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import type { User } from '../users/user.entity.js';
import { TeamCrest } from './team-crest.entity.js';
import { Team } from './team.entity.js';
import { canManageTeam } from './teams.service.js';

type CrestFormat = 'png' | 'jpeg' | 'webp';

/** The picture's real type from its first bytes: the name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): CrestFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

const MAX_KB = Math.round(CREST_MAX_BYTES / 1024);
/** A picture may be small in bytes yet huge once decoded; this many pixels is plenty for a crest. */
const MAX_INPUT_PIXELS = 4096 * 4096;

/** Decodes the upload (base64, or a data: URL as a browser's FileReader gives it), checking size first. */
function decodeUpload(image: string): Buffer {
  const base64 = image.replace(/^data:[^,]{0,100};base64,/, '').replace(/\s/g, '');
  // Refused before decoding: base64 takes 4 characters for every 3 bytes.
  if (base64.length > Math.ceil(CREST_MAX_BYTES / 3) * 4) {
    throw new InputError({ image: `The crest must be ${MAX_KB} KB or smaller` });
  }
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new InputError({ image: 'Send the picture as base64' });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CREST_MAX_BYTES) throw new InputError({ image: `The crest must be ${MAX_KB} KB or smaller` });
  return bytes;
}

export type CrestPictures = { hash: string; webp64: Buffer; webp128: Buffer; webp256: Buffer; png256: Buffer };

/** Every size the pages use, square, the crest centred on a transparent background. */
export async function renderCrest(bytes: Buffer): Promise<CrestPictures> {
  const format = sniffImageType(bytes);
  if (!format) throw new InputError({ image: 'Upload a PNG, JPEG or WebP picture' });
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== format) throw new InputError({ image: 'Upload a PNG, JPEG or WebP picture' });
    const square = (size: number) =>
      source().resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const [webp64, webp128, webp256, png256] = await Promise.all([
      ...CREST_SIZES.map((size) => square(size).webp({ quality: 90 }).toBuffer()),
      square(256).png({ compressionLevel: 9 }).toBuffer(),
    ]);
    return { hash: createHash('sha256').update(bytes).digest('hex'), webp64, webp128, webp256, png256 };
  } catch (error) {
    if (error instanceof InputError) throw error;
    // sharp's own words (a truncated file, too many pixels) mean nothing to a club secretary.
    throw new InputError({ image: 'This picture could not be read: try another PNG, JPEG or WebP file' });
  }
}

/** Uploading and removing team crests: whoever may change the team (its manager or club owner). */
export class CrestsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  async upload(teamId: number, image: string): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    // Permission first: a stranger's upload is refused before any decoding work.
    await this.lockedTeam(this.ctx.em, viewer, teamId, false);
    const pictures = await renderCrest(decodeUpload(image));
    return this.ctx.em.transactional(async (tx) => {
      const team = await this.lockedTeam(tx, viewer, teamId, true);
      // The unique team_id makes this an update when a crest is already there.
      await tx.upsert(TeamCrest, { team, ...pictures }, { onConflictFields: ['team'] });
      team.crestHash = pictures.hash;
      await tx.flush();
      return team;
    });
  }

  async remove(teamId: number): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.transactional(async (tx) => {
      const team = await this.lockedTeam(tx, viewer, teamId, true);
      await tx.nativeDelete(TeamCrest, { team });
      team.crestHash = null;
      await tx.flush();
      return team;
    });
  }

  private async lockedTeam(em: EntityManager, viewer: User, id: number, lock: boolean): Promise<Team> {
    const team = await em.findOne(Team, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
    if (!team) throw new NotFoundError('Team not found');
    if (!(await canManageTeam(team, viewer))) {
      throw new ForbiddenError("Only the team's manager or its club owner can change its crest.");
    }
    return team;
  }
}
