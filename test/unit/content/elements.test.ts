import { describe, expect, it } from 'vitest';
import { frenchDateTime, frenchDuration } from '../../../src/domain/shared/french-date';
import { companyAddressWriteSchema, frenchTime, weeklyHours } from '../../../src/schema/site/address';
import { registrationSchema } from '../../../src/schema/content/element';
import { averageRating } from '../../../src/schema/content/review';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { placesLabel } from '../../../src/ui/element/ElementCard';
import { elementDateTime, elementDuration } from '../../../src/ui/element/element-date';

describe('French dates of dated elements', () => {
  it('writes a local date-time as is, never shifted by a time zone', () => {
    expect(frenchDateTime('2026-12-05T10:00')).toBe('samedi 5 décembre 2026 à 10h00');
    expect(frenchDateTime('2027-01-01T23:30')).toBe('vendredi 1 janvier 2027 à 23h30');
    expect(frenchDateTime('pas une date')).toBe('pas une date');
  });

  it('writes durations in hours and minutes', () => {
    expect(frenchDuration(45)).toBe('45 min');
    expect(frenchDuration(120)).toBe('2h');
    expect(frenchDuration(90)).toBe('1h30');
    expect(frenchDuration(65)).toBe('1h05');
  });
});

describe('weekly opening hours', () => {
  it('groups the slots per weekday, Monday first, morning before afternoon', () => {
    const week = weeklyHours([
      { weekday: 2, opens: '14:00', closes: '20:00' },
      { weekday: 2, opens: '09:00', closes: '12:30' },
      { weekday: 6, opens: '09:00', closes: '13:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ label: 'Lundi', hours: '' });
    expect(week[1]).toEqual({ label: 'Mardi', hours: '9h – 12h30, 14h – 20h' });
    expect(week[5]).toEqual({ label: 'Samedi', hours: '9h – 13h' });
    expect(frenchTime('08:05')).toBe('8h05');
  });

  it('refuses a slot that closes before it opens, in French', () => {
    const parsed = companyAddressWriteSchema.safeParse({
      name: 'Cabinet',
      line1: '1 rue',
      postalCode: '44000',
      city: 'Nantes',
      openingHours: [{ weekday: 1, opens: '18:00', closes: '09:00' }],
    });
    expect(parsed.error?.issues[0]?.message).toBe("L'heure de fermeture doit suivre l'heure d'ouverture.");
  });
});

describe('registrations', () => {
  it('reads the seats a form posts as text and defaults them to 1', () => {
    const base = { firstname: 'Léa', lastname: 'Martin', email: 'lea@exemple.fr' };
    expect(registrationSchema.parse({ ...base, seats: '3' }).seats).toBe(3);
    expect(registrationSchema.parse(base).seats).toBe(1);
    expect(registrationSchema.safeParse({ ...base, seats: '11' }).error?.issues[0]?.message).toBe(
      'Réservez 10 places au plus par inscription.',
    );
  });

  it('says how many places are left', () => {
    const fr = translatorFor('fr_FR');
    const en = translatorFor('en_GB');
    expect(placesLabel({ capacity: null, placesLeft: null }, fr)).toBeNull();
    expect(placesLabel({ capacity: 6, placesLeft: 0 }, fr)).toBe('Complet');
    expect(placesLabel({ capacity: 6, placesLeft: 1 }, fr)).toBe('Dernière place');
    expect(placesLabel({ capacity: 6, placesLeft: 4 }, fr)).toBe('4 places restantes');
    expect(placesLabel({ capacity: 6, placesLeft: 0 }, en)).toBe('Fully booked');
    expect(placesLabel({ capacity: 6, placesLeft: 1 }, en)).toBe('Last place');
    expect(placesLabel({ capacity: 6, placesLeft: 4 }, en)).toBe('4 places left');
  });

  it('writes dates and durations in the request language, the stored local time unshifted', () => {
    const fr = translatorFor('fr_FR');
    const en = translatorFor('en_GB');
    expect(elementDateTime('2026-12-05T10:00', fr)).toBe('samedi 5 décembre 2026 à 10h00');
    expect(elementDateTime('2026-12-05T10:00', en)).toBe('Saturday, 5 December 2026 at 10:00');
    expect(elementDateTime('2026-12-05', fr)).toBe('samedi 5 décembre 2026');
    expect(elementDateTime('not a date', en)).toBe('not a date');
    expect([45, 90, 120].map((minutes) => elementDuration(minutes, fr))).toEqual(['45 min', '1h30', '2h']);
    expect([45, 90, 120].map((minutes) => elementDuration(minutes, en))).toEqual([
      '45 min',
      '1 hr 30 min',
      '2 hr',
    ]);
  });
});

describe('the rating summary', () => {
  it('is the mean to one decimal, null without reviews', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 5, 4, 5])).toBe(4.8);
    expect(averageRating([3])).toBe(3);
  });
});
