import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../client/admin/data-provider';

// The sent-mail screen reads GET /api/admin/email through the one data provider: the status
// and recipient filters and the newest-first order become the list query, and one e-mail is
// read at /api/admin/email/{id}.

function recordingProvider(answer: unknown) {
  const asked: string[] = [];
  const provider = createDataProvider((path) => {
    asked.push(path);
    return Promise.resolve(Response.json({ success: true, data: answer, message: '' }));
  });
  return { provider, asked };
}

describe('the « E-mails envoyés » resource', () => {
  it('lists with the status and recipient filters, newest first', async () => {
    const email = { id: 7, to: 'a@example.fr', subject: 'Bienvenue', status: 'FAILED', attempts: 1 };
    const { provider, asked } = recordingProvider({ emails: [email], total: 1 });
    const page = await provider.getList('emails', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'FAILED', to: 'lk:example.fr' },
    });
    expect(page).toEqual({ data: [email], total: 1 });
    const url = new URL(asked[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/admin/email');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nbItem: '25',
      page: '2',
      orderBy: 'createdAt:desc',
      status: 'FAILED',
      to: 'lk:example.fr',
    });
  });

  it('reads one e-mail with its HTML and text', async () => {
    const { provider, asked } = recordingProvider({ id: 7, html: '<!DOCTYPE html>', text: 'Bonjour' });
    const { data } = await provider.getOne<{ id: number; html: string; text: string }>('emails', { id: 7 });
    expect(asked).toEqual(['/api/admin/email/7']);
    expect(data).toMatchObject({ html: '<!DOCTYPE html>', text: 'Bonjour' });
  });
});
