import type { OutboxEmail } from '../provider/shared/public';

// The newsletter's e-mails: the double opt-in confirmation and the newsletter itself. Every
// newsletter carries List-Unsubscribe (the unsubscribe page's link with the subscriber's
// token) and List-Unsubscribe-Post, so mail clients offer one-click unsubscribe (RFC 8058):
// they POST « List-Unsubscribe=One-Click » to that link, which the page accepts.

export function newsletterConfirmationEmail(
  to: string,
  confirmUrl: string,
  site: { name: string; replyTo: string | null },
): OutboxEmail {
  return {
    to,
    replyTo: site.replyTo,
    subject: `Confirmez votre inscription à la lettre d'information${site.name ? ` de ${site.name}` : ''}`,
    textBody: [
      'Bonjour,',
      '',
      `Vous avez demandé à recevoir la lettre d'information${site.name ? ` de ${site.name}` : ''}.`,
      'Pour confirmer votre inscription, ouvrez ce lien puis cliquez sur « Confirmer mon inscription » :',
      '',
      confirmUrl,
      '',
      "Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement",
      "cet e-mail : vous ne recevrez rien tant que l'inscription n'est pas confirmée.",
    ].join('\n'),
  };
}

export function newsletterEmail(
  to: string,
  letter: { subject: string; body: string },
  unsubscribeUrl: string,
  site: { name: string; replyTo: string | null },
): OutboxEmail {
  return {
    to,
    replyTo: site.replyTo,
    subject: letter.subject,
    textBody: [
      letter.body,
      '',
      '—',
      `Vous recevez cette lettre car vous êtes inscrit à la lettre d'information${site.name ? ` de ${site.name}` : ''}.`,
      `Pour vous désinscrire : ${unsubscribeUrl}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
