import { sizeLabel } from '../../src/domain/form-rules';
import type { Submission } from '../../src/schema/forms';
import type { OutboxEmail } from '../provider/shared/public';
import type { StoredFile } from '../provider/content/public';

/** The e-mail a site owner receives for a form submission; replying answers the visitor when an e-mail was given. */
export function formEmail(
  formTitle: string,
  answers: Submission['answers'],
  files: StoredFile[],
  to: string,
  replyTo: string | null,
  siteName: string,
): OutboxEmail {
  const lines = [
    `Nouvelle réponse au formulaire « ${formTitle} »${siteName ? ` de ${siteName}` : ''}.`,
    '',
    ...answers.map((answer) => `${answer.label} : ${answer.value === '' ? '—' : answer.value}`),
  ];
  if (files.length > 0) {
    lines.push('', 'Fichiers joints (à télécharger depuis l’administration du site) :');
    for (const file of files) lines.push(`- ${file.filename} (${sizeLabel(Math.ceil(file.size / 1024))})`);
  }
  return { to, replyTo, subject: `[Formulaire] ${formTitle}`, textBody: lines.join('\n') };
}
