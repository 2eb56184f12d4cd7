import { describe, expect, it } from 'vitest';
import {
  addressInput,
  addressRecord,
  blogArticleInput,
  blogArticleRecord,
  blogFolderInput,
  contentApis,
  elementInput,
  elementRecord,
  formInput,
  matches,
  numberOrNull,
  serviceInput,
  serviceRecord,
} from '../../../client/admin/apis/content';
import { registrationsCsv } from '../../../client/admin/resources/content/registrations-csv';
import { captionOf } from '../../../client/admin/resources/content/upload-with-progress';
import { companyAddressWriteSchema, type CompanyAddress } from '../../../src/schema/site/address';
import { albumInputSchema } from '../../../src/schema/content/album';
import {
  blogArticleWriteSchema,
  blogFolderWriteSchema,
  type BlogArticle,
} from '../../../src/schema/content/blog';
import { elementWriteSchema, type Element, type Registration } from '../../../src/schema/content/element';
import { formWriteSchema } from '../../../src/schema/content/forms';
import { reviewWriteSchema } from '../../../src/schema/content/review';
import { serviceInputSchema, type Service } from '../../../src/schema/content/service';

// The content screens' mappings: what the admin endpoints answer becomes the flat
// record a form edits, and the edited record becomes a body that the SERVER's own zod schema
// accepts — each test parses the mapped body with the schema the route validates with.

const article: BlogArticle = {
  id: 7,
  idFolder: 3,
  title: 'Les bienfaits du massage',
  summary: 'Résumé',
  image: { url: '/media/site-1/abc-photo.jpg', alt: 'Une salle', width: 1200, height: 800 },
  author: 'Claire',
  publishedAt: '2026-03-14T09:00:00Z',
  updatedAt: '2026-03-14T09:00:00Z',
  locale: 'fr_FR',
  url: '/blog/article/7-les-bienfaits-du-massage',
  content: '<p>Texte</p>',
  isPublished: true,
};

describe('blog mappings', () => {
  it('flattens the article image for the form and rebuilds it for the server', () => {
    const record = blogArticleRecord(article);
    expect(record).toMatchObject({
      imageUrl: '/media/site-1/abc-photo.jpg',
      imageAlt: 'Une salle',
      imageWidth: 1200,
      imageHeight: 800,
    });
    const body = blogArticleInput({ ...record, imageAlt: 'La salle du cabinet' });
    expect(body).toEqual({
      title: 'Les bienfaits du massage',
      summary: 'Résumé',
      content: '<p>Texte</p>',
      author: 'Claire',
      isPublished: true,
      locale: 'fr_FR',
      idFolder: 3,
      image: { url: '/media/site-1/abc-photo.jpg', alt: 'La salle du cabinet', width: 1200, height: 800 },
      publishedAt: '2026-03-14T09:00:00.000Z',
    });
    expect(blogArticleWriteSchema.safeParse(body).success).toBe(true);
  });

  it('sends no image when the field is emptied, no folder when none is chosen, a Date as ISO', () => {
    const body = blogArticleInput({
      title: 'Sans image',
      imageUrl: '',
      idFolder: '',
      publishedAt: new Date('2026-05-01T08:30:00Z'),
    });
    expect(body.image).toBeNull();
    expect(body.idFolder).toBeNull();
    expect(body.publishedAt).toBe('2026-05-01T08:30:00.000Z');
    expect(blogArticleWriteSchema.parse(body)).toMatchObject({ title: 'Sans image', image: null });
    // Not the record's read-only keys: the server schema would not know them.
    expect(Object.keys(blogArticleInput(blogArticleRecord(article)))).not.toContain('url');
  });

  it('maps a folder with an empty parent to the root, and its order to a number', () => {
    const body = blogFolderInput({
      id: 2,
      name: 'Conseils',
      idParent: '',
      order: '3',
      url: '/blog/2-conseils',
    });
    expect(body).toEqual({ name: 'Conseils', idParent: null, order: 3 });
    expect(blogFolderWriteSchema.safeParse(body).success).toBe(true);
  });
});

describe('album, service and review mappings', () => {
  it('writes an album without touching its media', () => {
    const toInput = contentApis.albums?.toInput;
    const body = toInput?.({ id: 1, title: 'Été', description: 'Photos', order: 2, media: [{ id: 4 }] });
    expect(body).toEqual({ title: 'Été', description: 'Photos', order: 2 });
    expect(albumInputSchema.parse(body)).not.toHaveProperty('media');
    // Read on the admin API, whatever its language (the public read answers the site's only).
    expect(contentApis.albums?.getPath).toBeUndefined();
  });

  it('flattens a service image and keeps its tags', () => {
    const service: Service = {
      id: 3,
      title: 'Massage',
      summary: 'Détente',
      description: '<p>Une heure</p>',
      image: { src: '/media/site-1/a.png', alt: 'Huiles' },
      tags: ['detente', 'dos'],
      order: 1,
    };
    const record = serviceRecord(service);
    expect(record).toMatchObject({ imageSrc: '/media/site-1/a.png', imageAlt: 'Huiles' });
    const body = serviceInput(record);
    expect(body).toEqual({
      title: 'Massage',
      summary: 'Détente',
      description: '<p>Une heure</p>',
      image: { src: '/media/site-1/a.png', alt: 'Huiles' },
      tags: ['detente', 'dos'],
      order: 1,
    });
    expect(serviceInputSchema.safeParse(body).success).toBe(true);
    expect(serviceInput({ title: 'Sans image', imageSrc: ' ' }).image).toBeNull();
  });

  it('sends a review’s rating as a number', () => {
    const body = contentApis.reviews?.toInput?.({
      id: 1,
      author: 'Inès',
      rating: '4',
      text: 'Bien',
      publishedAt: '2026-11-01',
    });
    expect(body).toEqual({ author: 'Inès', rating: 4, text: 'Bien', publishedAt: '2026-11-01' });
    expect(reviewWriteSchema.safeParse(body).success).toBe(true);
  });
});

describe('element mappings', () => {
  const element: Element = {
    id: 5,
    listId: 2,
    route: 'ateliers',
    title: 'Atelier automassage',
    summary: '',
    body: '<p>Apprendre</p>',
    image: null,
    startsAt: '2026-12-05T14:00',
    durationMinutes: 90,
    location: 'Vertou',
    price: '25 €',
    capacity: 8,
    placesLeft: 3,
    isValid: false,
    position: 1,
  };

  it('round-trips an element, hidden and with places, through the server schema', () => {
    const body = elementInput(elementRecord(element));
    expect(body).toEqual({
      title: 'Atelier automassage',
      summary: '',
      body: '<p>Apprendre</p>',
      location: 'Vertou',
      price: '25 €',
      isValid: false,
      image: null,
      startsAt: '2026-12-05T14:00',
      durationMinutes: 90,
      capacity: 8,
      position: 1,
    });
    expect(elementWriteSchema.safeParse(body).success).toBe(true);
  });

  it('cuts the picker’s seconds and turns empty numbers into « none »', () => {
    const body = elementInput({
      title: 'Sans date',
      startsAt: '2026-12-05T14:00:00',
      capacity: '',
      durationMinutes: null,
    });
    expect(body).toMatchObject({ startsAt: '2026-12-05T14:00', capacity: null, durationMinutes: null });
    expect(elementWriteSchema.safeParse(body).success).toBe(true);
  });
});

describe('builder form mapping (field editor)', () => {
  it('keeps options only for a list and file limits only for a file field', () => {
    const body = formInput({
      id: 1,
      title: 'Inscription',
      description: '',
      submitLabel: 'Envoyer',
      successMessage: 'Merci !',
      notifyEmail: '',
      createdAt: '2026-01-01',
      fields: [
        { name: 'nom', type: 'text', label: 'Nom', required: true, options: ['reste'], helpText: '' },
        { name: 'formule', type: 'select', label: 'Formule', options: ['Solo', 'Duo', ''] },
        {
          name: 'piece',
          type: 'file',
          label: 'Justificatif',
          accept: ['application/pdf'],
          maxSizeKb: '2048',
        },
      ],
    });
    expect(body).toEqual({
      title: 'Inscription',
      description: '',
      submitLabel: 'Envoyer',
      successMessage: 'Merci !',
      notifyEmail: null,
      fields: [
        { name: 'nom', type: 'text', label: 'Nom', required: true },
        { name: 'formule', type: 'select', label: 'Formule', required: false, options: ['Solo', 'Duo'] },
        {
          name: 'piece',
          type: 'file',
          label: 'Justificatif',
          required: false,
          accept: ['application/pdf'],
          maxSizeKb: 2048,
        },
      ],
    });
    expect(formWriteSchema.safeParse(body).success).toBe(true);
  });

  it('lets the server refuse what the editor cannot fix by itself (a list without choices)', () => {
    const body = formInput({
      title: 'Vide',
      successMessage: 'Merci',
      fields: [{ name: 'choix', type: 'select', label: 'Choix', options: [] }],
    });
    const parsed = formWriteSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Une liste demande au moins une proposition.');
  });

  it('checks a technical name as the server does', () => {
    const technical = matches(/^[a-z][a-z0-9_]{0,39}$/, 'Nom invalide');
    expect(technical('telephone_2')).toBeUndefined();
    expect(technical('Téléphone')).toBe('Nom invalide');
    expect(technical('')).toBeUndefined(); // « required » says it
  });
});

describe('address mapping', () => {
  it('turns the answered types into codes and back into the write body', () => {
    const address: CompanyAddress = {
      id: 4,
      name: 'Cabinet',
      line1: '1 rue de la Paix',
      line2: '',
      postalCode: '44120',
      city: 'Vertou',
      country: 'France',
      phone: '',
      email: '',
      latitude: 47.17,
      longitude: -1.48,
      position: 0,
      type: [{ id: 1, value: 'PRACTICE', label: 'Cabinet' }],
      openingHours: [{ weekday: 1, opens: '09:00', closes: '18:00' }],
    };
    const record = addressRecord(address);
    expect(record.types).toEqual(['PRACTICE']);
    const body = addressInput({
      ...record,
      latitude: '',
      openingHours: [{ weekday: '2', opens: '10:00', closes: '12:00' }],
    });
    expect(body).toMatchObject({
      types: ['PRACTICE'],
      latitude: null,
      longitude: -1.48,
      openingHours: [{ weekday: 2, opens: '10:00', closes: '12:00' }],
    });
    expect(body).not.toHaveProperty('type');
    expect(companyAddressWriteSchema.safeParse(body).success).toBe(true);
  });
});

describe('small helpers', () => {
  it('reads numbers from form values', () => {
    expect(numberOrNull('12')).toBe(12);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('douze')).toBeNull();
    expect(numberOrNull(0)).toBe(0);
  });

  it('writes registrations as semicolon CSV that survives quotes, line breaks and formulas', () => {
    const rows: Registration[] = [
      {
        id: 1,
        elementId: 5,
        firstname: 'Zoé',
        lastname: 'Martin',
        email: 'zoe@example.com',
        phone: null,
        seats: 2,
        message: 'Dit "bonjour";\nà bientôt',
        createdAt: '2026-11-02T10:00:00Z',
      },
      {
        id: 2,
        elementId: 5,
        firstname: '=HYPERLINK("x")',
        lastname: 'B',
        email: 'b@example.com',
        phone: '0600000000',
        seats: 1,
        message: '',
        createdAt: '2026-11-03T10:00:00Z',
      },
    ];
    const lines = registrationsCsv(rows).split('\r\n');
    expect(lines[0]).toBe('"Date";"Prénom";"Nom";"E-mail";"Téléphone";"Places";"Message"');
    expect(lines[1]).toBe(
      '"2026-11-02T10:00:00Z";"Zoé";"Martin";"zoe@example.com";"";"2";"Dit ""bonjour"";\nà bientôt"',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names a dropped file’s caption from its file name', () => {
    expect(captionOf('plage-du_nord.jpeg')).toBe('plage du nord');
  });
});
