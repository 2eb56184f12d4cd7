import { calendarText, type CalendarEvent } from '../../../src/domain/booking/icalendar';
import { base64url, sameText } from '../../../src/domain/shared/hmac';
import { notFound } from '../../errors';
import { sitePrimaryOrigin } from '../site/public';
import type { ServiceContext } from '../shared/service-context';
import { listAppointments } from './booking-appointment-list.repository';
import { listBlocks } from './booking-blocks.repository';
import { locationOfRow } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import { deleteFeed, findFeed, saveFeed } from './booking-feed.repository';
import { tokenHash } from './booking-token';

// The owner's private calendar feed: an .ics address with a secret token that Google Calendar
// or Apple Calendar subscribes to. Only the token's hash is kept, so the address is shown once,
// when it is made; making a new one revokes the old, and a revoked or wrong token answers 404.
// The feed holds one site's appointments (30 days back, a year ahead) and blocked time.

const PAST_DAYS = 30;
const AHEAD_DAYS = 366;
const FEED_GONE = 'Ce calendrier n’existe pas ou a été révoqué.';
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

async function feedUrl(ctx: ServiceContext, token: string): Promise<string> {
  const origin = await sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin);
  return `${origin}/api/booking/feed/${token}.ics`;
}

export async function feedState(ctx: ServiceContext) {
  const feed = await findFeed(ctx.db, ctx.site.id);
  return { active: feed !== null, createdAt: feed?.created_at ?? null };
}

/** A new secret address (the previous one stops working). */
export async function createFeed(ctx: ServiceContext): Promise<{ url: string; createdAt: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const createdAt = await saveFeed(ctx.db, ctx.site.id, await tokenHash(token));
  return { url: await feedUrl(ctx, token), createdAt };
}

export async function revokeFeed(ctx: ServiceContext): Promise<void> {
  if (!(await deleteFeed(ctx.db, ctx.site.id)))
    throw notFound('Ce site n’a pas de calendrier privé à révoquer.');
}

/** The feed's calendar text for its token; 404 for a wrong or revoked one. */
export async function feedCalendar(ctx: ServiceContext, token: string, now = new Date()): Promise<string> {
  const feed = TOKEN.test(token) ? await findFeed(ctx.db, ctx.site.id) : null;
  if (!feed || !sameText(feed.token_hash, await tokenHash(token))) throw notFound(FEED_GONE);
  const window = {
    fromMs: now.getTime() - PAST_DAYS * 86_400_000,
    toMs: now.getTime() + AHEAD_DAYS * 86_400_000,
  };
  const [settings, appointments, blocks, origin] = await Promise.all([
    loadSettings(ctx.db, ctx.site.id),
    listAppointments(ctx.db, ctx.site.id, window, { withCancelled: false }),
    listBlocks(ctx.db, ctx.site.id, window),
    sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin),
  ]);
  const host = URL.canParse(origin) ? new URL(origin).host : 'booking';
  const events: CalendarEvent[] = [
    ...appointments.map((row) => ({
      uid: `${row.reference}@${host}`,
      start: new Date(row.start_ms),
      end: new Date(row.end_ms),
      stamp: now,
      summary: `${row.service_name} · ${row.firstname} ${row.lastname}${row.places > 1 ? ` (${row.places} pers.)` : ''}`,
      description: [
        `Tél. : ${row.phone}`,
        `E-mail : ${row.email}`,
        row.message ? `Message : ${row.message}` : '',
        `Référence : ${row.reference}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: locationOfRow('fr', row, settings),
      status: 'CONFIRMED' as const,
      sequence: row.sequence,
    })),
    ...blocks.map((block) => ({
      uid: `block-${block.id}@${host}`,
      start: new Date(block.start_ms),
      end: new Date(block.end_ms),
      stamp: now,
      summary: block.label ? `Indisponible : ${block.label}` : 'Indisponible',
    })),
  ];
  return calendarText({ name: `Rendez-vous · ${host}`, events });
}
