import { describe, expect, it } from 'vitest';
import { manageToken, manageTokenMatches } from '../../../worker/provider/booking/booking-token';
import { unsubscribeToken, unsubscribeTokenMatches } from '../../../worker/provider/members/newsletter-token';
import { senderKey } from '../../../worker/auth/password';

// Rotating SENDER_KEY_SECRET: the secret lists keys newest first ("<new>,<old>"). Links are
// signed with the newest key and accepted with any listed key, so the unsubscribe and manage
// links sent before the rotation keep working until the old key is dropped; then they stop.

const OLD = 'ancien-secret-des-liens-2025';
const NEW = 'nouveau-secret-des-liens-2026';
const subscriber = { id: 41, email: 'lectrice@exemple.fr' };

describe('SENDER_KEY_SECRET rotation', () => {
  it('keeps unsubscribe links signed with the old key valid while it is listed', async () => {
    const sentBefore = await unsubscribeToken(OLD, 1, subscriber);
    expect(await unsubscribeTokenMatches(`${NEW},${OLD}`, 1, subscriber, sentBefore)).toBe(true);
    const sentAfter = await unsubscribeToken(`${NEW},${OLD}`, 1, subscriber);
    expect(sentAfter).toBe(await unsubscribeToken(NEW, 1, subscriber)); // signed with the newest
    expect(await unsubscribeTokenMatches(`${NEW},${OLD}`, 1, subscriber, sentAfter)).toBe(true);
    // The old key dropped: the old links stop, the new ones stay.
    expect(await unsubscribeTokenMatches(NEW, 1, subscriber, sentBefore)).toBe(false);
    expect(await unsubscribeTokenMatches(NEW, 1, subscriber, sentAfter)).toBe(true);
    // Never another site's or another address's link.
    expect(await unsubscribeTokenMatches(`${NEW},${OLD}`, 2, subscriber, sentBefore)).toBe(false);
    const other = { ...subscriber, email: 'autre@exemple.fr' };
    expect(await unsubscribeTokenMatches(`${NEW},${OLD}`, 1, other, sentBefore)).toBe(false);
  });

  it('keeps appointment manage links signed with the old key valid while it is listed', async () => {
    const sentBefore = await manageToken(OLD, 1, 'RDV-ABCD2345');
    expect(await manageTokenMatches(`${NEW},${OLD}`, 1, 'RDV-ABCD2345', sentBefore)).toBe(true);
    expect(await manageToken(`${NEW},${OLD}`, 1, 'RDV-ABCD2345')).toBe(
      await manageToken(NEW, 1, 'RDV-ABCD2345'),
    );
    expect(await manageTokenMatches(NEW, 1, 'RDV-ABCD2345', sentBefore)).toBe(false);
    expect(await manageTokenMatches(`${NEW},${OLD}`, 1, 'RDV-ZZZZ2345', sentBefore)).toBe(false);
    expect(await manageTokenMatches(`${NEW},${OLD}`, 1, 'RDV-ABCD2345', undefined)).toBe(false);
  });

  it('keys rate limits with the newest key only', async () => {
    expect(await senderKey(`${NEW},${OLD}`, 1, '203.0.113.7')).toBe(await senderKey(NEW, 1, '203.0.113.7'));
    await expect(senderKey(' , ', 1, '203.0.113.7')).rejects.toThrow('SENDER_KEY_SECRET is not set');
  });
});
