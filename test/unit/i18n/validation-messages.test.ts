import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../../src/schema/shared/zod-locale';
import { messageSchema } from '../../../src/schema/content/message';
import { localisedIssueMessage } from '../../../src/i18n/validation-messages';

// A zod issue's message in the request's language: the catalogue's translation of
// the schema's French words, or zod's own English message when the schema gave none.

describe('localisedIssueMessage', () => {
  it('translates a schema message found in catalogues/validation.ts', () => {
    const result = messageSchema.safeParse({
      firstname: '',
      lastname: 'Durand',
      email: 'camille@example.com',
      phone: '',
      subject: 'Visite',
      body: 'Un message assez long.',
      website: '',
    });
    const issue = result.success ? undefined : result.error.issues[0];
    expect(issue?.message).toBe('Le prénom est obligatoire.');
    expect(issue && localisedIssueMessage(issue, 'en_GB')).toBe('The first name is required.');
    expect(issue && localisedIssueMessage(issue, 'fr_FR')).toBe('Le prénom est obligatoire.');
  });

  it('writes zod’s own French message again in English', () => {
    const result = z.object({ count: z.number().min(3) }).safeParse({ count: 1 });
    const issue = result.success ? undefined : result.error.issues[0];
    expect(issue?.message).toMatch(/Trop petit/);
    expect(issue && localisedIssueMessage(issue, 'en_GB')).toMatch(/^Too small/);
  });
});
