import { mailT, type MailSite } from './mail-site';

// The plain-text alternative, built from the same data as the HTML. A paragraph is one line
// (mail clients wrap it to the reader's width: a hard wrap at 80 columns breaks sentences on
// a phone); paragraphs are separated by a blank line.

export type TextBlock = string | readonly string[] | null | false | undefined;

/** The text part: each block is a paragraph (an array: lines kept together), then the signature. */
export function textEmail(site: MailSite, blocks: readonly TextBlock[], signed = true): string {
  const paragraphs = blocks
    .filter((block): block is string | readonly string[] => Boolean(block) && block !== '')
    .map((block) => (typeof block === 'string' ? block : block.join('\n')));
  const t = mailT(site);
  if (signed)
    paragraphs.push(site.name ? `${t.t('mail.signature')}\n${site.name}` : t.t('mail.signatureAlone'));
  paragraphs.push(`— ${site.name ? `${site.name} · ` : ''}${site.origin}/`);
  return paragraphs.join('\n\n');
}
