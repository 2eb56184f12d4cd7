import { sizeLabel } from '../../src/domain/content/form-rules';
import type { Submission } from '../../src/schema/content/forms';
import { ButtonLink, Details, Paragraph } from './layout/blocks';
import { EmailLayout } from './layout/EmailLayout';
import type { MailSite } from './layout/mail-site';
import { composeEmail } from './layout/render-email';
import { textEmail } from './layout/text';
import type { OutboxEmail } from '../provider/shared/public';
import type { StoredFile } from '../provider/content/public';

// The e-mail a site owner receives for a form submission; replying answers the visitor when
// an e-mail was given.

interface FormSubmissionProps {
  formTitle: string;
  answers: Submission['answers'];
  files: StoredFile[];
  site: MailSite;
}

const subjectOf = (formTitle: string) => `[Formulaire] ${formTitle}`;
const intro = ({ formTitle, site }: FormSubmissionProps) =>
  `Nouvelle réponse au formulaire « ${formTitle} »${site.name ? ` de ${site.name}` : ''}.`;
const valueOf = (answer: Submission['answers'][number]) => (answer.value === '' ? '—' : answer.value);
const fileLabel = (file: StoredFile) => `${file.filename} (${sizeLabel(Math.ceil(file.size / 1024))})`;
const FILES = 'Fichiers joints (à télécharger depuis l’administration du site) :';

function FormSubmissionEmail(props: FormSubmissionProps) {
  const { answers, files, site } = props;
  return (
    <EmailLayout site={site} title={subjectOf(props.formTitle)} preview={intro(props)}>
      <Paragraph>{intro(props)}</Paragraph>
      <Details rows={answers.map((answer) => [answer.label, valueOf(answer)] as const)} />
      {files.length > 0 ? (
        <>
          <Paragraph>{FILES}</Paragraph>
          <ul style={{ margin: '0 0 16px', paddingLeft: 20 }}>
            {files.map((file, index) => (
              <li key={index}>{fileLabel(file)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ButtonLink site={site} href={`${site.origin}/admin`}>
        Ouvrir l’administration
      </ButtonLink>
    </EmailLayout>
  );
}

export function formEmail(
  formTitle: string,
  answers: Submission['answers'],
  files: StoredFile[],
  to: string,
  replyTo: string | null,
  site: MailSite,
): OutboxEmail {
  const props = { formTitle, answers, files, site };
  return composeEmail({
    to,
    replyTo,
    subject: subjectOf(formTitle),
    html: <FormSubmissionEmail {...props} />,
    text: textEmail(
      site,
      [
        intro(props),
        answers.map((answer) => `${answer.label} : ${valueOf(answer)}`),
        files.length > 0 && [FILES, ...files.map((file) => `- ${fileLabel(file)}`)],
      ],
      false,
    ),
  });
}
