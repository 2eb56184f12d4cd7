import type { Submission } from '../../src/schema/content/forms';
import { Details, Paragraph } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';

// The acknowledgement a visitor receives after sending a form with their e-mail address: the
// form's own thank-you words and what they sent (never the attached files), so they keep a
// trace of the request.

interface AcknowledgementProps {
  formTitle: string;
  successMessage: string;
  answers: Submission['answers'];
  site: MailSite;
}

const subjectOf = (formTitle: string) => `Votre demande « ${formTitle} » est bien reçue`;
const RECAP = 'Pour mémoire, voici ce que vous nous avez envoyé :';
const valueOf = (answer: Submission['answers'][number]) => (answer.value === '' ? '—' : answer.value);

function FormAcknowledgementEmail({ formTitle, successMessage, answers, site }: AcknowledgementProps) {
  return (
    <EmailLayout site={site} title={subjectOf(formTitle)} preview={successMessage}>
      <Paragraph>{successMessage}</Paragraph>
      <Paragraph>{RECAP}</Paragraph>
      <Details rows={answers.map((answer) => [answer.label, valueOf(answer)] as const)} />
    </EmailLayout>
  );
}

export function formAcknowledgement(props: AcknowledgementProps, to: string): OutboxEmail {
  return composeEmail({
    to,
    replyTo: null,
    subject: subjectOf(props.formTitle),
    html: <FormAcknowledgementEmail {...props} />,
    text: textEmail(
      props.site,
      [props.successMessage, RECAP, props.answers.map((answer) => `${answer.label} : ${valueOf(answer)}`)],
      false,
    ),
  });
}
