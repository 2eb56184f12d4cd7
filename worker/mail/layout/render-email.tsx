import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutboxEmail } from '../../provider/shared/public';

/** A message component as the HTML document a mail client receives. */
function renderEmail(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/**
 * An outbox e-mail from a message: its component (rendered here) and its text part.
 * `secrets` are the parts of the bodies (a reset token…) blanked in the stored copy once sent.
 */
export function composeEmail(message: {
  to: string;
  replyTo: string | null;
  subject: string;
  html: ReactElement;
  text: string;
  headers?: Record<string, string>;
  secrets?: string[];
}): OutboxEmail {
  const { html, text, ...rest } = message;
  return { ...rest, htmlBody: renderEmail(html), textBody: text };
}
