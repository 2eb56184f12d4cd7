import { parisIso } from '../../../src/domain/booking/booking-slots';
import type { MemberAppointments } from '../../../src/schema/booking/booking';
import type { ServiceContext } from '../shared/service-context';
import { memberAppointmentRows } from './booking-appointment-list.repository';
import { locationOfRow, mailSite, manageUrl } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import { serviceNameOf, type BookingDeps } from './booking-rules';
import { enabledOr404 } from './booking-slots.service';
import { manageToken } from './booking-token';

// A signed-in member's appointments on the site (those booked while signed in): the coming
// ones, soonest first (404 when the site does not take appointments online), and the past or cancelled ones, latest first, each with its manage link.

export async function memberAppointments(
  ctx: ServiceContext,
  deps: BookingDeps,
  userId: number,
): Promise<MemberAppointments> {
  await enabledOr404(ctx);
  const now = (deps.now ?? new Date()).getTime();
  const [rows, settings, site] = await Promise.all([
    memberAppointmentRows(ctx.db, ctx.site.id, userId),
    loadSettings(ctx.db, ctx.site.id),
    mailSite(ctx),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => ({
      coming: row.status === 'CONFIRMED' && row.end_ms > now,
      item: {
        reference: row.reference,
        service: serviceNameOf(row, ctx.scope.locale),
        start: parisIso(new Date(row.start_ms)),
        end: parisIso(new Date(row.end_ms)),
        status: row.status,
        location: locationOfRow(ctx.scope.locale, row, settings),
        manageUrl: manageUrl(site, row.reference, await manageToken(deps.secret, ctx.site.id, row.reference)),
      },
    })),
  );
  return {
    coming: items
      .filter((entry) => entry.coming)
      .map((entry) => entry.item)
      .reverse(),
    past: items.filter((entry) => !entry.coming).map((entry) => entry.item),
  };
}
