import { describe, expect, it } from 'vitest';
import type { MemberAppointments } from '../../../src/schema/booking/booking';
import { login, MEMBER } from '../support/accounts';
import { api, MASSAGE_HOST, request } from '../support/http';
import { bookingPayload, bookSlot, openDay, slotStarts } from '../support/booking';

// A signed-in member: the booking form is filled in with their details, the appointment they
// book is theirs, and their space lists it; a visitor's booking is nobody's.

describe('a member’s appointments', () => {
  it('lists what the member booked signed in, never a visitor’s booking; 401 signed out', async () => {
    const token = await login(MEMBER, MASSAGE_HOST);
    const day = openDay(3);
    const starts = await slotStarts(1, day);
    const [first, third] = [starts[0], starts[12]];
    const mine = await bookSlot(bookingPayload({ start: first, email: MEMBER.email }), MASSAGE_HOST, {
      authorization: `Bearer ${token}`,
    });
    expect(mine.status, mine.body.message).toBe(201);
    const visitor = await bookSlot(bookingPayload({ start: third, email: MEMBER.email }));
    expect(visitor.status).toBe(201);

    const listed = await api<MemberAppointments>('/user/booking', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const references = listed.body.data.coming.map((item) => item.reference);
    expect(references).toContain(mine.body.data.reference);
    expect(references).not.toContain(visitor.body.data.reference);
    expect(listed.body.data.coming[0]?.manageUrl).toContain('/rendez-vous/gerer/');
    expect((await api('/user/booking')).status).toBe(401);

    const page = await request('/mon-compte', { headers: { cookie: `token=${token}` } });
    const html = await page.text();
    expect(html).toContain('Mes rendez-vous');
    expect(html).toContain(`/rendez-vous/gerer/${mine.body.data.reference}`);
  });

  it('fills in the booking form with the member’s details', async () => {
    const token = await login(MEMBER, MASSAGE_HOST);
    const day = openDay(4);
    const [start] = await slotStarts(1, day);
    const path = `/rendez-vous?service=1&start=${encodeURIComponent(start ?? '')}`;
    const signedIn = await (await request(path, { headers: { cookie: `token=${token}` } })).text();
    expect(signedIn).toContain(`value="${MEMBER.email}"`);
    const visitor = await (await request(path)).text();
    expect(visitor).not.toContain(`value="${MEMBER.email}"`);
  });
});
