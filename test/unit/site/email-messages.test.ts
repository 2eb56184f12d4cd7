import { describe, expect, it } from 'vitest';
import type { Element, ElementList } from '../../../src/schema/content/element';
import { accountDeletedEmail } from '../../../worker/mail/account-email';
import { formEmail } from '../../../worker/mail/form-email';
import { mailColors, type MailSite } from '../../../worker/mail/layout/mail-site';
import { messageAcknowledgementEmail, messageEmail } from '../../../worker/mail/message-email';
import { newsletterConfirmationEmail, newsletterEmail } from '../../../worker/mail/newsletter-email';
import {
  merchantNotificationEmail,
  orderConfirmationEmail,
  orderStatusEmail,
  paymentInstructionsEmail,
  reviewRequestEmail,
  type MailOrder,
} from '../../../worker/mail/order-emails';
import { passwordChangedEmail } from '../../../worker/mail/password-changed-email';
import { passwordResetEmail } from '../../../worker/mail/password-reset-email';
import { signInLinkEmail } from '../../../worker/mail/sign-in-link-email';
import { accountExistsEmail } from '../../../worker/mail/account-exists-email';
import { registrationEmail } from '../../../worker/mail/registration-email';
import { welcomeEmail } from '../../../worker/mail/welcome-email';
import type { MailShop } from '../../../worker/mail/order/mail-shop';
import type { OutboxEmail } from '../../../worker/provider/shared/public';
import { checkEmailHtml } from '../support/email-html';

// Every transactional e-mail kind: its HTML is well formed, shows the site's name,
// primary colour and logo, works on a phone and in dark mode, links only to absolute URLs; its
// text part says the same without hard-wrapped sentences.

const SITE: MailSite = {
  name: 'Sophie Morel – Massages & Bien-être',
  origin: 'https://massages-bien-etre.example',
  replyTo: 'contact@massages-bien-etre.example',
  colors: mailColors('#B08D57'),
  logo: { url: 'https://massages-bien-etre.example/assets/sample/logo.svg', alt: 'Sophie Morel' },
  locale: 'fr_FR',
  defaultLocale: 'fr_FR',
};
const SHOP: MailShop = {
  name: SITE.name,
  merchantEmail: 'commandes@massages-bien-etre.example',
  siteUrl: SITE.origin,
  site: SITE,
};
const ORDER: MailOrder = {
  reference: 'CMD-2026-0042',
  email: 'client@example.fr',
  phone: '06 11 22 33 44',
  message: 'Merci de sonner deux fois.\nCode 1234.',
  deliveryText: 'Retrait au domaine le 15 décembre 2026',
  lines: [
    { label: 'Saumur rouge Tuffeau 2022 75 cl', quantity: 3, lineTotalCents: 3450 },
    { label: 'Coffret découverte', quantity: 1, lineTotalCents: 4500 },
  ],
  subtotalCents: 7950,
  shippingCents: 0,
  discountCents: 500,
  totalCents: 7450,
};
const ELEMENT: Element = {
  id: 3,
  listId: 1,
  route: 'atelier-mains',
  title: 'Atelier mains',
  summary: '',
  body: '',
  image: null,
  startsAt: '2026-12-15T10:00',
  durationMinutes: 90,
  location: 'Cabinet de Nantes',
  price: '35 €',
  capacity: 8,
  placesLeft: 4,
  isValid: true,
  position: 1,
};
const LIST: ElementList = {
  id: 1,
  route: 'ateliers',
  keyList: 'ateliers',
  keyElem: 'atelier',
  title: 'Ateliers',
  description: '',
};
const MESSAGE = {
  firstname: 'Inès',
  lastname: 'Roche',
  email: 'ines@example.fr',
  subject: 'Bon cadeau',
  body: 'Bonjour,\nUn bon cadeau ?',
};

const KINDS: [string, OutboxEmail][] = [
  ['contact: owner notification', messageEmail(MESSAGE, 'contact@massages-bien-etre.example', SITE)],
  ['contact: acknowledgement', messageAcknowledgementEmail(MESSAGE, SITE)],
  ['registration (welcome)', welcomeEmail({ email: 'camille@example.fr', firstname: 'Camille' }, SITE)],
  ['password reset', passwordResetEmail('camille@example.fr', 'A'.repeat(43), SITE)],
  ['sign-in link', signInLinkEmail('camille@example.fr', 'B'.repeat(43), SITE)],
  ['registration with a known address', accountExistsEmail('camille@example.fr', SITE)],
  [
    'password changed',
    passwordChangedEmail(
      { email: 'camille@example.fr', firstname: 'Camille' },
      Date.UTC(2026, 11, 15, 9),
      SITE,
    ),
  ],
  ['account deleted', accountDeletedEmail({ email: 'camille@example.fr', firstname: 'Camille' }, SITE)],
  [
    'newsletter confirmation',
    newsletterConfirmationEmail(
      'camille@example.fr',
      `${SITE.origin}/newsletter/confirmation?token=abc`,
      SITE,
      'abc',
    ),
  ],
  [
    'newsletter',
    newsletterEmail(
      'camille@example.fr',
      { subject: 'Les nouvelles de décembre', body: 'Bonjour,\n\nNos ateliers reprennent.' },
      `${SITE.origin}/mon-compte/desinscription?token=abc`,
      SITE,
    ),
  ],
  [
    'workshop or visit registration',
    registrationEmail(
      { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.fr', seats: 2 },
      ELEMENT,
      LIST,
      SITE,
    ),
  ],
  [
    'builder-form submission',
    formEmail(
      'Demande à domicile',
      [{ name: 'nom', label: 'Nom', value: 'Camille Durand' }],
      [
        {
          field: 'f',
          filename: 'ordonnance.pdf',
          contentType: 'application/pdf',
          size: 2048,
          objectKey: 'k',
        },
      ],
      'contact@massages-bien-etre.example',
      'camille@example.fr',
      SITE,
    ),
  ],
  ['order placed (buyer)', orderConfirmationEmail(ORDER, SHOP)],
  ['order placed (merchant)', merchantNotificationEmail(ORDER, SHOP)],
  ['order paid', orderStatusEmail(ORDER, 'PAID', SHOP, 'Virement reçu') as OutboxEmail],
  ['order shipped', orderStatusEmail(ORDER, 'SHIPPED', SHOP, 'Colis n° 6A123') as OutboxEmail],
  ['order ready for pick-up', orderStatusEmail(ORDER, 'READY_FOR_PICKUP', SHOP) as OutboxEmail],
  ['order cancelled', orderStatusEmail(ORDER, 'CANCELLED', SHOP) as OutboxEmail],
  ['review request', reviewRequestEmail(ORDER, SHOP, 'https://g.page/r/massages/review')],
  [
    'payment instructions',
    paymentInstructionsEmail(
      ORDER,
      'BANK_TRANSFER',
      "Effectuez un virement de 39,90 € à l'ordre de EARL.\nIBAN : FR76 1470 6000 1400 0123 4567 890",
      SHOP,
    ),
  ],
];

describe.each(KINDS)('the %s e-mail', (_kind, email) => {
  it('is well-formed HTML with the site’s name, primary colour and logo', () => {
    const { text } = checkEmailHtml(email.htmlBody);
    expect(text).toContain(SITE.name);
    expect(email.htmlBody).toContain('#b08d57');
    expect(email.htmlBody).toContain(`src="${SITE.logo?.url}"`);
    expect(email.htmlBody).toContain('<html lang="fr">');
  });

  it('reads on a phone and in dark mode', () => {
    expect(email.htmlBody).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(email.htmlBody).toMatch(/max-width:600px/);
    expect(email.htmlBody).toContain('name="color-scheme" content="light dark"');
    expect(email.htmlBody).toContain('@media (prefers-color-scheme: dark)');
    // The dark link colour never repaints what sits on the primary colour (header, button).
    expect(email.htmlBody).toContain('.mail-card a:not(.mail-button):not(.mail-brand)');
    expect(email.htmlBody).toMatch(/<a class="mail-brand"/);
  });

  it('links only to absolute URLs', () => {
    const { urls } = checkEmailHtml(email.htmlBody);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https?:\/\//);
  });

  it('has a text part with absolute links, the site, and no sentence broken across lines', () => {
    expect(email.textBody).toContain(SITE.name);
    expect(email.textBody).not.toMatch(/<\/?[a-z]+[\s/>]/i); // no markup (« Nom <adresse> » is fine)
    for (const link of email.textBody.match(/\S+:\/\/\S+/g) ?? []) expect(link).toMatch(/^https?:\/\//);
    const lines = email.textBody.split('\n');
    lines.forEach((line, index) => {
      const next = lines[index + 1] ?? '';
      // A hard wrap leaves a line ending mid-sentence followed by its lower-case continuation.
      if (/[a-zà-ÿ,]$/.test(line) && /^[a-zà-ÿ]/.test(next))
        throw new Error(`broken sentence: « ${line} ⏎ ${next} »`);
    });
  });

  it('has a single-line subject', () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('details of the messages', () => {
  it('writes dates the French way', () => {
    const changed = KINDS.find(([kind]) => kind === 'password changed')?.[1];
    expect(changed?.textBody).toContain('modifié le 15 décembre 2026.');
    const registration = KINDS.find(([kind]) => kind === 'workshop or visit registration')?.[1];
    expect(registration?.textBody).toContain('Date : mardi 15 décembre 2026 à 10h00');
    expect(registration?.htmlBody).toContain('mardi 15 décembre 2026 à 10h00');
  });

  it('marks the reset token as the e-mail’s secret and escapes what visitors typed', () => {
    expect(passwordResetEmail('a@example.fr', 'tok_en', SITE).secrets).toEqual(['tok_en']);
    expect(signInLinkEmail('a@example.fr', 'tok_en', SITE).secrets).toEqual(['tok_en']);
    const confirmation = newsletterConfirmationEmail(
      'a@example.fr',
      `${SITE.origin}/c?token=t0k`,
      SITE,
      't0k',
    );
    expect(confirmation.secrets).toEqual(['t0k']);
    const hostile = messageEmail({ ...MESSAGE, body: '<script>alert(1)</script>' }, 'x@example.fr', SITE);
    expect(hostile.htmlBody).not.toContain('<script>');
    expect(hostile.htmlBody).toContain('&lt;script&gt;');
  });

  it('keeps AA contrast for links in light and dark mode, whatever the primary colour', async () => {
    const { contrastRatio } = await import('../../../src/domain/site/theme');
    for (const primary of ['#b08d57', '#ffff00', '#101010', '#7a1f2b', 'nope']) {
      const colors = mailColors(primary);
      expect(contrastRatio(colors.linkLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.linkDark, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the site’s name in the header when it has no logo', () => {
    const html = welcomeEmail({ email: 'a@example.fr', firstname: 'A' }, { ...SITE, logo: null }).htmlBody;
    expect(checkEmailHtml(html).urls.every((url) => !url.endsWith('.svg'))).toBe(true);
    expect(html).toContain('Sophie Morel – Massages &amp; Bien-être</strong>');
  });
});

describe('order e-mails in the order’s language', () => {
  const english: MailShop = { ...SHOP, site: { ...SITE, locale: 'en_GB' } };

  it('writes the confirmation in English, with English amounts and links under /en', () => {
    const email = orderConfirmationEmail(ORDER, english);
    expect(email.subject).toBe('Your order CMD-2026-0042 has been received');
    expect(email.htmlBody).toContain('<html lang="en">');
    expect(email.textBody).toContain('Hello,');
    expect(email.textBody).toContain('Total incl. VAT: €74.50');
    expect(email.textBody).toContain('- 3 × Saumur rouge Tuffeau 2022 75 cl: €34.50');
    expect(email.textBody).toContain('https://massages-bien-etre.example/en/my-account/orders');
    expect(email.textBody).toContain('Best wishes,');
    expect(email.htmlBody).toContain('Track my order');
    expect(`${email.subject}${email.textBody}`).not.toMatch(/Bonjour|commande|Total TTC|À bientôt/);
  });

  it('writes a status change in English, the status lower-cased', () => {
    const email = orderStatusEmail(ORDER, 'SHIPPED', english) as OutboxEmail;
    expect(email.subject).toBe('Order CMD-2026-0042: shipped');
    expect(email.textBody).toContain('Your order has been shipped.');
  });

  it('keeps the French e-mail when the order is French', () => {
    const email = orderConfirmationEmail(ORDER, SHOP);
    expect(email.subject).toBe('Votre commande CMD-2026-0042 est enregistrée');
    expect(email.textBody).toContain('Total TTC : 74,50');
    expect(email.textBody).toContain('https://massages-bien-etre.example/mon-compte/commandes');
  });
});

describe('e-mails sent on a request, in the request’s language', () => {
  it('writes the reset link e-mail in English, its link under /en', () => {
    const email = passwordResetEmail('camille@example.com', 'tok123', { ...SITE, locale: 'en_GB' });
    expect(email.subject).toBe('Resetting your password');
    expect(email.textBody).toContain(
      `A request was made to reset the password of your account on ${SITE.name}.`,
    );
    expect(email.textBody).toContain('https://massages-bien-etre.example/en/password/reset#tok123');
    expect(email.textBody).toContain('If the page asks for a code, enter: tok123');
    expect(email.textBody).not.toMatch(/Bonjour|mot de passe/);
  });

  const EN: MailSite = { ...SITE, locale: 'en_GB' };
  const member = { email: 'camille@example.com', firstname: 'Camille' };
  const french = /Bonjour|Votre|mot de passe|compte|À bientôt/;

  it('writes the welcome e-mail in English, its links under /en with English route words', () => {
    const email = welcomeEmail(member, EN);
    expect(email.subject).toBe(`Welcome to ${SITE.name}`);
    expect(email.htmlBody).toContain('<html lang="en">');
    expect(email.textBody).toContain('Hello Camille,');
    expect(email.textBody).toContain('Your account: https://massages-bien-etre.example/en/my-account');
    expect(email.textBody).toContain(
      'Forgotten your password? https://massages-bien-etre.example/en/password/reset/ask',
    );
    expect(email.htmlBody).toContain('href="https://massages-bien-etre.example/en/my-account"');
    expect(`${email.subject}${email.textBody}`).not.toMatch(french);
  });

  it('writes the registration confirmation and the newsletter confirmation in English', () => {
    const booked = registrationEmail(
      { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.com', seats: 2 },
      ELEMENT,
      LIST,
      EN,
    );
    expect(booked.subject).toBe(`Booking confirmed: ${ELEMENT.title}`);
    expect(booked.textBody).toContain('Hello Camille,');
    expect(booked.textBody).toContain(
      `Your booking is confirmed: 2 places for “${ELEMENT.title}” (${LIST.title}).`,
    );
    expect(booked.textBody).toContain('For any question, or to cancel, simply reply to this e-mail.');
    const confirm = newsletterConfirmationEmail(
      member.email,
      'https://massages-bien-etre.example/newsletter/confirmation?token=t',
      EN,
      't',
    );
    expect(confirm.subject).toBe(`Please confirm your subscription to the ${SITE.name} newsletter`);
    expect(confirm.textBody).toContain('This link is valid for 7 days.');
    for (const email of [booked, confirm]) {
      expect(email.htmlBody).toContain('<html lang="en">');
      expect(`${email.subject}${email.textBody}`, email.subject).not.toMatch(
        /Bonjour|Votre|inscription|Tarif/,
      );
    }
  });

  it('writes the account-exists, password-changed and account-deleted e-mails in English', () => {
    const exists = accountExistsEmail(member.email, EN);
    expect(exists.subject).toBe('Attempt to create an account with your address');
    expect(exists.textBody).toContain('To sign in: https://massages-bien-etre.example/en/sign-in');
    const changed = passwordChangedEmail(member, Date.UTC(2026, 11, 15, 10), EN);
    expect(changed.subject).toBe('Your password has been changed');
    expect(changed.textBody).toContain(
      `The password of your account on ${SITE.name} was changed on 15 December 2026.`,
    );
    const deleted = accountDeletedEmail(member, EN);
    expect(deleted.subject).toBe(`Your account on ${SITE.name} has been deleted`);
    for (const email of [exists, changed, deleted]) {
      expect(email.htmlBody).toContain('<html lang="en">');
      expect(`${email.subject}${email.textBody}`, email.subject).not.toMatch(french);
    }
  });

  it('acknowledges a contact message in English, the owner’s copy in the site’s language', () => {
    const ack = messageAcknowledgementEmail(MESSAGE, EN);
    expect(ack.subject).toBe('We have received your message');
    expect(ack.htmlBody).toMatch(/href="https:\/\/massages-bien-etre.example\/en\/?"/);
    expect(ack.textBody).not.toMatch(/Bonjour|Merci/);
    const french = welcomeEmail(member, SITE);
    expect(french.subject).toBe(`Bienvenue sur ${SITE.name}`);
    expect(french.textBody).toContain(
      'Votre espace personnel : https://massages-bien-etre.example/mon-compte',
    );
  });
});
