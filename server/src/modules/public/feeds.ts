import { textsIn, type GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { apiLanguage, languageAskedFor } from '../../core/language.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addMinutes } from 'date-fns';
import { Router, type NextFunction, type Request, type Response } from 'express';
import ical, { escape as escapeICalText, ICalEventStatus } from 'ical-generator';
import { NotFoundError } from '../../core/errors.js';
import { MatchStatus, type Match } from '../matches/match.entity.js';
import { Sport } from '../tournaments/tournament.entity.js';
import { PublicService } from './public.service.js';
import { scoreLine, sideNames, statusLabel } from './match-text.js';

/** How long a fixture blocks a calendar: a T20 lasts about three and a half hours. */
const MINUTES_BY_SPORT: Record<Sport, number> = { [Sport.cricket]: 210, [Sport.football]: 120, [Sport.points]: 120 };

function calendarOf(
  name: string,
  description: string,
  url: string,
  matches: Match[],
  publicUrl: string,
  texts: GeneratedTexts,
): string {
  const calendar = ical({
    // ical-generator escapes event text itself but writes the calendar's NAME, X-WR-CALNAME and
    // X-WR-CALDESC as given: a CR/LF in a tournament name would start a new (fake) line.
    name: escapeICalText(name, false),
    description: escapeICalText(description, false),
    url,
    prodId: { company: 'Pitchside', product: 'fixtures', language: texts.language.toUpperCase() },
    // Calendar apps re-read a subscribed feed; ask for hourly so moved fixtures show up soon.
    ttl: 60 * 60,
  });
  for (const match of matches) {
    // A fixture without a date cannot sit in a calendar yet; it appears once it is scheduled.
    if (!match.scheduledDate) continue;
    const tournament = match.tournament.getEntity();
    const { home, away } = sideNames(match, texts);
    const status = statusLabel(match, texts);
    const matchUrl = new URL(`/match/${match.id}`, publicUrl).toString();
    const result =
      match.status === MatchStatus.completed
        ? `${texts('feed.result', { score: scoreLine(match, tournament, texts) })} `
        : '';
    const about = match.roundNumber
      ? texts('feed.round', { tournament: tournament.name, round: match.roundNumber })
      : texts('feed.tournament', { tournament: tournament.name });
    calendar.createEvent({
      // Stable ids and a rising sequence let calendar apps update an event in place when it changes: the
      // match's calendar revision, a small counter PostgreSQL moves on with what the event shows.
      id: `match-${match.id}@pitchside`,
      sequence: match.calendarRevision ?? 0,
      stamp: match.updatedAt,
      lastModified: match.updatedAt,
      start: match.scheduledDate,
      end: addMinutes(match.scheduledDate, MINUTES_BY_SPORT[tournament.sport]),
      summary:
        match.status === MatchStatus.scheduled
          ? texts('feed.summary', { home, away })
          : texts('feed.summaryWithStatus', { home, away, status }),
      location: match.venue ?? texts('share.venueTbd'),
      description: `${about} ${result}${matchUrl}`,
      url: matchUrl,
      status:
        match.status === MatchStatus.cancelled
          ? ICalEventStatus.CANCELLED
          : match.status === MatchStatus.postponed
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/**
 * A feed's words in the language its address names (`fixtures.ics?lang=es`, as the site's pages link it),
 * else the subscribing app's Accept-Language, else English: calendar apps keep the address and send no cookie.
 */
function feedTexts(req: Request): GeneratedTexts {
  return textsIn(languageAskedFor(req) ?? apiLanguage(req));
}

function parseId(raw: unknown): number | null {
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * iCalendar feeds fans subscribe to: a tournament's fixtures and a team's fixtures. Served by the API
 * process itself, so they work with or without a web build, ahead of the SPA fallback.
 */
export function createFeedsRouter(em: EntityManager, publicUrl: string): Router {
  const router = Router();
  const send = (res: Response, filename: string, body: string) => {
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', `inline; filename="${filename}"`)
      .set('Cache-Control', 'public, max-age=300')
      .send(body);
  };
  const notFound = (res: Response, what: string) => res.status(404).type('text/plain').send(`${what} not found`);

  router.get('/tournament/:id/fixtures.ics', async (req: Request, res: Response, next: NextFunction) => {
    const id = parseId(req.params.id);
    if (id === null) return notFound(res, 'Tournament');
    try {
      const service = new PublicService({ em: em.fork(), viewer: null });
      const tournament = await service.tournament(id);
      const matches = await service.tournamentCalendar(id);
      const url = new URL(`/tournament/${id}`, publicUrl).toString();
      const texts = feedTexts(req);
      send(
        res,
        `tournament-${id}-fixtures.ics`,
        calendarOf(
          texts('feed.tournamentName', { name: tournament.name }),
          tournament.description ?? tournament.name,
          url,
          matches,
          publicUrl,
          texts,
        ),
      );
    } catch (error) {
      if (error instanceof NotFoundError) return notFound(res, 'Tournament');
      next(error);
    }
  });

  router.get('/team/:id/fixtures.ics', async (req: Request, res: Response, next: NextFunction) => {
    const id = parseId(req.params.id);
    if (id === null) return notFound(res, 'Team');
    try {
      const service = new PublicService({ em: em.fork(), viewer: null });
      const team = await service.team(id);
      const texts = feedTexts(req);
      const matches = await service.teamMatches(id);
      send(
        res,
        `team-${id}-fixtures.ics`,
        calendarOf(
          texts('feed.teamName', { name: team.name }),
          texts('feed.teamDescription', { name: team.name }),
          publicUrl,
          matches,
          publicUrl,
          texts,
        ),
      );
    } catch (error) {
      if (error instanceof NotFoundError) return notFound(res, 'Team');
      next(error);
    }
  });
  return router;
}
