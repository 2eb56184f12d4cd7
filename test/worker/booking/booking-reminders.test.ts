import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Booked } from '../../../src/schema/booking/booking';
import worker from '../../../worker/index';
import { MASSAGE_SITE_ID } from '../support/factories';
import { bookingPayload, bookSlot, openDay, slotStarts } from '../support/booking';

// The day-before reminder, run by the cron at a chosen instant (the controller's scheduledTime
// is the cron's clock): sent once within the 24 hours before the start, never to an
// appointment booked less than 24 hours before it.

async function runCronAt(instantMs: number): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: instantMs, cron: '*/15 * * * *' }), env);
}

async function bookFirstSlot(day: string, email: string): Promise<Booked> {
  const [start] = await slotStarts(1, day);
  const booked = await bookSlot(bookingPayload({ start, email }));
  expect(booked.status, booked.body.message).toBe(201);
  return booked.body.data;
}

async function remindersTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text_body FROM email_outbox WHERE to_address = ? AND subject LIKE 'Rappel%' ORDER BY id",
  )
    .bind(email)
    .all<{ subject: string; text_body: string }>();
  return results;
}

describe('the reminder e-mail', () => {
  it('is sent once in the 24 hours before the start, with the manage link', async () => {
    const email = 'rappel.une.fois@exemple.fr';
    const booked = await bookFirstSlot(openDay(0), email);
    const start = Date.parse(booked.start);
    await runCronAt(start - 30 * 3_600_000);
    expect(await remindersTo(email)).toEqual([]);
    await runCronAt(start - 23 * 3_600_000);
    const sent = await remindersTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^Rappel : votre rendez-vous/);
    expect(sent[0]?.text_body).toContain(`/rendez-vous/gerer/${booked.reference}?token=`);
    await runCronAt(start - 22 * 3_600_000);
    await runCronAt(start - 1 * 3_600_000);
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('is never sent for an appointment booked less than 24 hours before its start', async () => {
    const email = 'rappel.tardif@exemple.fr';
    const booked = await bookFirstSlot(openDay(1), email);
    const start = Date.parse(booked.start);
    // As if it had been booked 12 hours before its start.
    const bookedAt = new Date(start - 12 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    await env.DB.prepare('UPDATE booking_appointments SET created_at = ? WHERE site_id = ? AND reference = ?')
      .bind(bookedAt, MASSAGE_SITE_ID, booked.reference)
      .run();
    await runCronAt(start - 6 * 3_600_000);
    expect(await remindersTo(email)).toEqual([]);
  });

  it('is not sent for a cancelled appointment', async () => {
    const email = 'rappel.annule@exemple.fr';
    const booked = await bookFirstSlot(openDay(2), email);
    await env.DB.prepare(
      "UPDATE booking_appointments SET status = 'CANCELLED' WHERE site_id = ? AND reference = ?",
    )
      .bind(MASSAGE_SITE_ID, booked.reference)
      .run();
    await runCronAt(Date.parse(booked.start) - 20 * 3_600_000);
    expect(await remindersTo(email)).toEqual([]);
  });
});
