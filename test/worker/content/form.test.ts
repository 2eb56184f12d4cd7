import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AdminForm, PublicForm, Submission } from '../../../src/schema/content/forms';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import {
  countRows,
  EXE_BYTES,
  fileOf,
  formObjectKeys,
  insertForm,
  insertSubmissionWithFile,
  PDF_BYTES,
  PNG_BYTES,
  sampleSubmission,
} from '../support/forms';
import { decode, textOf } from '../support/html';
import { api, postJson, request, uniqueIp, WINE_HOST } from '../support/http';
import { adminLogin, adminApi, adminRequest } from '../support/accounts';

// Builder forms: GET /forms/{id}, multipart POST /forms/{id}/submit with files
// checked by content and nothing half-stored, the admin API, and the pages that show them.

const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };
const MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };
const SAMPLE_PAGE = '/mes-interventions/les-massages-a-domicile';

async function login(credentials: { email: string; password: string }, host = 'localhost'): Promise<string> {
  const { status, body } = await postJson('/login', credentials, host);
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

function submit(formId: number, body: FormData, host = 'localhost') {
  return api<{ id: number } | { errors: Record<string, string> } | null>(`/forms/${formId}/submit`, {
    host,
    method: 'POST',
    headers: { 'cf-connecting-ip': uniqueIp() },
    body,
  });
}

function admin(path: string, token: string | null, init: RequestInit & { host?: string } = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return adminApi<unknown>(`/admin${path}`, { ...init, headers });
}

const formWrite = (title: string) => ({
  title,
  successMessage: 'Merci, à bientôt.',
  fields: [{ name: 'nom', type: 'text', label: 'Nom', required: true }],
});

/** What a refused submission must leave: the same rows and R2 objects as before. */
async function storedState(siteId = MASSAGE_SITE_ID) {
  return {
    submissions: await countRows('form_submissions', siteId),
    files: await countRows('form_submission_files', siteId),
    objects: await formObjectKeys(siteId),
  };
}

describe('GET /forms/{id}', () => {
  it('answers the sample home-visit form with every kind of field', async () => {
    const { status, body } = await api<PublicForm>('/forms/1');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.title).toBe("Demande d'intervention à domicile");
    expect(body.data.fields.map((field) => field.type)).toEqual(
      expect.arrayContaining(['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date', 'file']),
    );
    expect(body.data.fields.find((field) => field.type === 'file')).toMatchObject({
      name: 'ordonnance',
      required: false,
      accept: ['application/pdf', 'image/jpeg', 'image/png'],
      maxSizeKb: 5120,
      maxFiles: 1,
    });
    expect(body.data).not.toHaveProperty('notifyEmail');
  });

  it('answers 404 in French for an unknown id, a non-numeric id and another site’s form', async () => {
    for (const [path, host] of [
      ['/forms/999999', 'localhost'],
      ['/forms/abc', 'localhost'],
      ['/forms/1', WINE_HOST],
    ] as const) {
      const { status, body } = await api(path, { host });
      expect(status, `${path} on ${host}`).toBe(404);
      expect(body).toEqual({ success: false, data: null, message: "Ce formulaire n'existe pas." });
    }
  });
});

describe('POST /forms/{id}/submit', () => {
  it('stores the answers, the file in R2 under the site prefix and the e-mail, in one go', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const { status, body } = await submit(formId, sampleSubmission([fileOf('ordonnance.pdf', PDF_BYTES)]));
    expect(status).toBe(201);
    expect(body.message).toBe('Merci pour votre demande.');
    const submissionId = (body.data as { id: number }).id;

    const row = await env.DB.prepare(
      'SELECT form_id, answers FROM form_submissions WHERE site_id = 1 AND id = ?',
    )
      .bind(submissionId)
      .first<{ form_id: number; answers: string }>();
    expect(row?.form_id).toBe(formId);
    expect(JSON.parse(row?.answers ?? '[]')).toEqual([
      { name: 'nom', label: 'Nom', value: 'Camille Durand' },
      { name: 'email', label: 'E-mail', value: 'camille.durand@example.fr' },
      { name: 'soin', label: 'Soin', value: 'Relaxant' },
    ]);
    const file = await env.DB.prepare(
      'SELECT filename, content_type, size, object_key FROM form_submission_files WHERE site_id = 1 AND submission_id = ?',
    )
      .bind(submissionId)
      .first<{ filename: string; content_type: string; size: number; object_key: string }>();
    expect(file).toMatchObject({
      filename: 'ordonnance.pdf',
      content_type: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(file?.object_key.startsWith(`sites/1/forms/${formId}/`)).toBe(true);
    const object = await env.MEDIA.get(file?.object_key ?? '');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF_BYTES);
    expect(object?.httpMetadata?.contentType).toBe('application/pdf');

    const email = await env.DB.prepare(
      "SELECT to_address, reply_to, text_body FROM email_outbox WHERE site_id = 1 AND subject LIKE '[Formulaire] %' ORDER BY id DESC",
    ).first<{ to_address: string; reply_to: string; text_body: string }>();
    expect(email?.to_address).toBe('contact@massages-bien-etre.example');
    expect(email?.reply_to).toBe('camille.durand@example.fr');
    expect(email?.text_body).toContain('Nom : Camille Durand');
    expect(email?.text_body).toContain('ordonnance.pdf');
  });

  it('takes a body above the global 64 KB limit (the upload route has its own)', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const big = fileOf('scan.png', PNG_BYTES, 90 * 1024, 'image/png');
    const { status } = await submit(formId, sampleSubmission([big]));
    expect(status).toBe(201);
  });

  describe('a bad file leaves nothing stored, in D1 or R2', () => {
    const cases: [string, File[], RegExp][] = [
      ['too big', [fileOf('gros.pdf', PDF_BYTES, 101 * 1024)], /dépasse la taille maximale de 100 Ko/],
      ['a wrong type by name', [fileOf('virus.exe', EXE_BYTES)], /n'est pas d'un type accepté \(PDF, PNG\)/],
      [
        'a wrong type by content, under an accepted name',
        [fileOf('faux.pdf', EXE_BYTES, EXE_BYTES.length, 'application/pdf')],
        /Le contenu du fichier « faux\.pdf » ne correspond pas à un type accepté/,
      ],
      [
        'a valid file followed by one of another content',
        [fileOf('bon.pdf', PDF_BYTES), fileOf('image.png', PDF_BYTES)],
        /Le contenu du fichier « image\.png »/,
      ],
      [
        'more files than allowed',
        [fileOf('a.pdf', PDF_BYTES), fileOf('b.pdf', PDF_BYTES), fileOf('c.pdf', PDF_BYTES)],
        /au plus 2 fichiers/,
      ],
    ];
    it.each(cases)('%s', async (_, files, message) => {
      const formId = await insertForm(MASSAGE_SITE_ID);
      const before = await storedState();
      const { status, body } = await submit(formId, sampleSubmission(files));
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe('Le formulaire contient des erreurs : corrigez les champs signalés.');
      expect((body.data as { errors: Record<string, string> }).errors.piece).toMatch(message);
      expect(await storedState()).toEqual(before);
    });
  });

  it('answers an error per field, in French, and stores nothing', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const before = await storedState();
    const body = new FormData();
    body.set('email', 'pas-une-adresse');
    body.set('soin', 'Autre chose');
    const { status, body: answer } = await submit(formId, body);
    expect(status).toBe(400);
    expect(answer.data).toEqual({
      errors: {
        nom: 'Ce champ est obligatoire.',
        email: "L'adresse e-mail n'est pas valide.",
        soin: 'Choisissez une des propositions de la liste.',
      },
    });
    expect(await storedState()).toEqual(before);
  });

  it('refuses JSON with a French 415 and a body over its own limit with a French 413', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const json = await postJson(`/forms/${formId}/submit`, { nom: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Envoyez le formulaire en multipart/form-data.');
    const huge = sampleSubmission([fileOf('énorme.pdf', PDF_BYTES, 26 * 1024 * 1024)]);
    const tooLarge = await submit(formId, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/trop volumineux \(25 Mo au maximum/);
  });

  it('drops a submission that fills the honeypot, as a success, storing nothing', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const before = await storedState();
    const { status, body } = await submit(formId, sampleSubmission([], { website: 'http://spam.example' }));
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: 0 });
    expect(await storedState()).toEqual(before);
  });

  it('limits one sender to 10 submissions per quarter hour; the 11th is refused in French and stores nothing', async () => {
    const formId = await insertForm(MASSAGE_SITE_ID);
    const ip = uniqueIp();
    const send = () =>
      api(`/forms/${formId}/submit`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': ip },
        body: sampleSubmission(),
      });
    for (let index = 0; index < 10; index++) expect((await send()).status).toBe(201);
    const before = await storedState();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Vous avez envoyé plusieurs formulaires en peu de temps. Réessayez dans un quart d’heure.',
    );
    expect(await storedState()).toEqual(before);
  });

  it('answers 404 for another site’s form and stores nothing there', async () => {
    const formId = await insertForm(WINE_SITE_ID);
    const before = await storedState(WINE_SITE_ID);
    const { status } = await submit(formId, sampleSubmission());
    expect(status).toBe(404);
    expect(await storedState(WINE_SITE_ID)).toEqual(before);
  });
});

describe('/admin/forms', () => {
  it('is refused to visitors (401), members (401: no admin session) and another site’s admin (404 for its ids)', async () => {
    expect((await admin('/forms', null)).status).toBe(401);
    const member = await login(MEMBER);
    expect((await admin('/forms', member)).status).toBe(401);
    expect(
      (await admin('/forms', member, { method: 'POST', body: JSON.stringify(formWrite('x')) })).status,
    ).toBe(401);
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    for (const [method, path] of [
      ['PUT', '/forms/1'],
      ['DELETE', '/forms/1'],
      ['GET', '/forms/1/submissions'],
    ] as const) {
      const body = method === 'PUT' ? JSON.stringify(formWrite('Piraté')) : undefined;
      const { status } = await admin(path, wine, { host: WINE_HOST, method, body });
      expect(status, `${method} ${path}`).toBe(404);
    }
    const { body } = await api<PublicForm>('/forms/1');
    expect(body.data.title).toBe("Demande d'intervention à domicile");
    // The wine owner does not manage the massage site.
    expect((await admin('/forms', wine)).status).toBe(403);
  });

  it('creates, lists, updates and deletes a form, validated in French', async () => {
    const token = await adminLogin(ADMIN);
    const created = await admin('/forms', token, {
      method: 'POST',
      body: JSON.stringify(formWrite('Atelier')),
    });
    expect(created.status).toBe(200);
    const form = created.body.data as AdminForm;
    expect(form).toMatchObject({ title: 'Atelier', submitLabel: 'Envoyer', notifyEmail: null });

    const listed = await admin('/forms?nbItem=100', token);
    expect((listed.body.data as { forms: AdminForm[] }).forms.map((entry) => entry.id)).toContain(form.id);

    const updated = await admin(`/forms/${form.id}`, token, {
      method: 'PUT',
      body: JSON.stringify({ ...formWrite('Atelier du samedi'), notifyEmail: 'ateliers@example.fr' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'Atelier du samedi',
      notifyEmail: 'ateliers@example.fr',
    });

    const invalid = await admin('/forms', token, {
      method: 'POST',
      body: JSON.stringify({
        title: '',
        successMessage: 'Merci',
        fields: [
          { name: 'a', type: 'select', label: 'Liste', required: true },
          { name: 'a', type: 'file', label: 'Fichier', required: false },
        ],
      }),
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body.data as { errors: Record<string, string> }).errors).toMatchObject({
      title: 'Le titre du formulaire est obligatoire.',
      'fields.0.options': 'Une liste demande au moins une proposition.',
      'fields.1.accept': 'Indiquez les types de fichiers acceptés.',
      'fields.1.name': 'Deux champs portent le nom « a ».',
    });

    expect((await admin(`/forms/${form.id}`, token, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/forms/${form.id}`)).status).toBe(404);
    expect((await admin(`/forms/${form.id}`, token, { method: 'DELETE' })).status).toBe(404);
  });

  it('bumps the content version: the page embedding the form shows the change on the next request', async () => {
    const token = await adminLogin(ADMIN);
    const first = await request(SAMPLE_PAGE);
    expect(decode(await first.text())).toContain("Demande d'intervention à domicile");
    const original = (await api<PublicForm>('/forms/1')).body.data;
    const write = { ...original, title: 'Demande de massage chez vous', notifyEmail: null };
    const { status } = await admin('/forms/1', token, { method: 'PUT', body: JSON.stringify(write) });
    expect(status).toBe(200);
    const html = decode(await (await request(SAMPLE_PAGE)).text());
    expect(html).toContain('Demande de massage chez vous');
    await admin('/forms/1', token, {
      method: 'PUT',
      body: JSON.stringify({ ...original, notifyEmail: null }),
    });
  });

  it('lists submissions with their files, serves a file to the admin only and deletes a submission with its files', async () => {
    const token = await adminLogin(ADMIN);
    const { formId, submissionId, fileId, objectKey } = await insertSubmissionWithFile(MASSAGE_SITE_ID);
    const listed = await admin(`/forms/${formId}/submissions`, token);
    expect(listed.status).toBe(200);
    const { submissions, total } = listed.body.data as { submissions: Submission[]; total: number };
    expect(total).toBe(1);
    expect(submissions[0]?.files).toEqual([
      {
        id: fileId,
        field: 'piece',
        filename: 'ordonnance.pdf',
        contentType: 'application/pdf',
        size: PDF_BYTES.length,
      },
    ]);

    const path = `/api/admin/forms/submissions/${submissionId}/files/${fileId}`;
    const download = await adminRequest(path, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="ordonnance.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await adminRequest(path)).status).toBe(401);
    const wine = await adminLogin(WINE_ADMIN, WINE_HOST);
    const elsewhere = await adminRequest(path, {
      host: WINE_HOST,
      headers: { authorization: `Bearer ${wine}` },
    });
    expect(elsewhere.status).toBe(404);

    expect((await admin(`/forms/submissions/${submissionId}`, token, { method: 'DELETE' })).status).toBe(200);
    expect(await env.MEDIA.get(objectKey)).toBeNull();
    expect((await adminRequest(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});

describe('deleting a form', () => {
  it('deletes its submissions, their file rows and their R2 objects', async () => {
    const token = await adminLogin(ADMIN);
    const { formId, submissionId, objectKey } = await insertSubmissionWithFile(MASSAGE_SITE_ID);
    expect((await admin(`/forms/${formId}`, token, { method: 'DELETE' })).status).toBe(200);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM form_submissions WHERE site_id = 1 AND id = ?1)
            + (SELECT COUNT(*) FROM form_submission_files WHERE site_id = 1 AND submission_id = ?1) AS n`,
    )
      .bind(submissionId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(await env.MEDIA.get(objectKey)).toBeNull();
  });
});

describe('form pages', () => {
  it('embeds the sample form in its page as a multipart form posting to /formulaires/1', async () => {
    const response = await request(SAMPLE_PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-island="BuilderForm"');
    const form = /<form(?![^>]*role="search")[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="post"/i);
    expect(form).toContain('action="/formulaires/1"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i); // HTML attribute names ignore case
    expect(html).toContain('<label for="form-1-ordonnance">Document utile (facultatif)</label>');
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*accept="application\/pdf,.pdf,image\/jpeg,.jpg,.jpeg,image\/png,.png"/,
    );
    expect(html).toMatch(/<input id="form-1-date_souhaitee"[^>]*type="date"/);
  });

  it('shows the form on its own page, and 404 for an unknown or another site’s form', async () => {
    const page = await request('/formulaires/1');
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Demande d'intervention à domicile");
    expect((await request('/formulaires/999999')).status).toBe(404);
    expect((await request('/formulaires/1', { host: WINE_HOST })).status).toBe(404);
  });

  it('without JavaScript: a bad file comes back as the page with the French error beside the field, nothing stored', async () => {
    const before = await storedState();
    const body = validSampleSubmission();
    body.set('ordonnance', fileOf('photo.pdf', EXE_BYTES, EXE_BYTES.length, 'application/pdf'));
    const response = await request('/formulaires/1', { method: 'POST', headers: pagePost(), body });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toMatch(
      /<p class="block-form__error" id="form-1-ordonnance-error">Le contenu du fichier « photo\.pdf » ne correspond/,
    );
    expect(html).toContain('value="Camille Durand"'); // values kept; the file must be chosen again
    expect(await storedState()).toEqual(before);
  });

  it('without JavaScript: a valid post with a file shows the thanks; the island’s JSON post gets the envelope', async () => {
    const body = validSampleSubmission();
    body.set('ordonnance', fileOf('prescription.png', PNG_BYTES, PNG_BYTES.length, 'image/png'));
    const response = await request('/formulaires/1', { method: 'POST', headers: pagePost(), body });
    expect(response.status).toBe(200);
    expect(decode(await response.text())).toContain(
      'Merci, votre demande d’intervention à domicile a bien été envoyée.',
    );

    const json = await request('/formulaires/1', {
      method: 'POST',
      headers: { ...pagePost(), accept: 'application/json' },
      body: new FormData(),
    });
    expect(json.status).toBe(400);
    const envelope = await json.json<{ success: boolean; data: { errors: Record<string, string> } }>();
    expect(envelope.success).toBe(false);
    expect(envelope.data.errors).toMatchObject({
      nom: 'Ce champ est obligatoire.',
      consentement: 'Cochez cette case pour continuer.',
    });
  });
});

describe('the home-visit request', () => {
  it('refuses a Sunday and a past day, as its hint says', async () => {
    for (const [date, error] of [
      ['2027-03-14', 'Choisissez un jour proposé : du lundi au vendredi.'],
      ['2020-03-16', 'Choisissez une date à venir.'],
    ] as const) {
      const body = validSampleSubmission();
      body.set('date_souhaitee', date);
      const response = await request('/formulaires/1', {
        method: 'POST',
        headers: { ...pagePost(), accept: 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      const envelope = await response.json<{ data: { errors: Record<string, string> } }>();
      expect(envelope.data.errors.date_souhaitee).toBe(error);
    }
  });

  it('sends the visitor an acknowledgement of the request', async () => {
    const body = validSampleSubmission();
    const address = `accuse-${uniqueIp().replaceAll('.', '-')}@example.fr`;
    body.set('email', address);
    const response = await request('/formulaires/1', { method: 'POST', headers: pagePost(), body });
    expect(response.status).toBe(200);
    const mail = await env.DB.prepare('SELECT subject, text_body FROM email_outbox WHERE to_address = ?')
      .bind(address)
      .first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("Votre demande « Demande d'intervention à domicile » est bien reçue");
    expect(mail?.text_body).toContain('Date souhaitée : 2027-03-15');
  });
});

function pagePost(): Record<string, string> {
  return { origin: 'http://localhost', 'cf-connecting-ip': uniqueIp() };
}

function validSampleSubmission(): FormData {
  const body = new FormData();
  body.set('nom', 'Camille Durand');
  body.set('email', 'camille.durand@example.fr');
  body.set('telephone', '06 12 34 56 78');
  body.set('adresse', '12 rue des Vignes, 44120 Vertou');
  body.set('date_souhaitee', '2027-03-15');
  body.set('soin', 'Massage relaxant (1 h)');
  body.set('consentement', 'on');
  return body;
}
