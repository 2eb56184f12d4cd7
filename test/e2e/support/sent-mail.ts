import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { OutboxEntry, OutboxMessage } from '../../../src/schema/site/email-outbox.ts';
import { adminApi } from './api.ts';

// What the owner reads of an order's documents, as the shopper would receive them: an e-mail
// through the admin's sent-mail API, an invoice's text through pdftotext (poppler-utils).

/** The e-mail with that subject, read through the admin sent-mail API of the site. */
export async function sentMessage(
  subject: string,
  owner: { token: string; site: string },
): Promise<OutboxMessage> {
  const list = await adminApi<{ emails: OutboxEntry[] }>('/admin/email?nbItem=100', owner);
  expect(list.status, list.message).toBe(200);
  const entry = list.data.emails.find((email) => email.subject === subject);
  if (!entry) throw new Error(`no e-mail « ${subject} » in the outbox`);
  const message = await adminApi<OutboxMessage>(`/admin/email/${entry.id}`, owner);
  expect(message.status, message.message).toBe(200);
  return message.data;
}

/** The text of a PDF, whitespace collapsed to single spaces. */
export function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
