import { BooleanInput, DateTimeInput, NumberInput, TextInput, required } from 'react-admin';
import { MediaInput } from '../../inputs/MediaInput';
import { RichTextField } from '../../inputs/RichTextField';
import { PublishingPanel, type DraftFields } from '../site/PublishingPanel';

// The drafts of news, blog articles, element list items and services, in the shared
// publishing panel: the texts and image the public page shows. What the type's form above
// saves at once (a news item's date, an article's folder, an element's places, a service's
// tags and order) stays there.

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined || !Number.isFinite(Number(value))
    ? null
    : Number(value);

interface Image {
  url?: string;
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}
const imageOf = (fields: DraftFields): Image | null => (fields.image as Image | null | undefined) ?? null;

const newsValues = (fields: DraftFields): DraftFields => ({
  title: text(fields.title),
  summary: text(fields.summary),
  content: text(fields.content),
  imageUrl: imageOf(fields)?.url ?? '',
  imageAlt: imageOf(fields)?.alt ?? '',
  isPromoted: fields.isPromoted === true,
});

const newsFields = (values: DraftFields): DraftFields => ({
  title: text(values.title),
  summary: text(values.summary),
  content: text(values.content),
  image:
    text(values.imageUrl).trim() === ''
      ? null
      : { url: text(values.imageUrl).trim(), alt: text(values.imageAlt) },
  isPromoted: values.isPromoted === true,
});

const titleInput = (
  <TextInput source="title" label="Titre" validate={required('Le titre est obligatoire.')} fullWidth />
);

export function NewsPublishing() {
  return (
    <PublishingPanel type="news" toValues={newsValues} toFields={newsFields}>
      {titleInput}
      <TextInput source="summary" label="Résumé" multiline fullWidth />
      <RichTextField source="content" label="Texte" />
      <MediaInput source="imageUrl" label="Image" />
      <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
      <BooleanInput source="isPromoted" label="À la une" />
    </PublishingPanel>
  );
}

const blogValues = (fields: DraftFields): DraftFields => ({
  title: text(fields.title),
  summary: text(fields.summary),
  content: text(fields.content),
  imageUrl: imageOf(fields)?.url ?? '',
  imageAlt: imageOf(fields)?.alt ?? '',
  imageWidth: imageOf(fields)?.width ?? null,
  imageHeight: imageOf(fields)?.height ?? null,
  author: text(fields.author),
});

const blogFields = (values: DraftFields): DraftFields => {
  const url = text(values.imageUrl).trim();
  return {
    title: text(values.title),
    summary: text(values.summary),
    content: text(values.content),
    // The size is kept from the article's image (the page reserves its place), 1200 × 800 when unknown.
    image:
      url === ''
        ? null
        : {
            url,
            alt: text(values.imageAlt),
            width: numberOrNull(values.imageWidth) ?? 1200,
            height: numberOrNull(values.imageHeight) ?? 800,
          },
    author: text(values.author),
  };
};

export function BlogPublishing() {
  return (
    <PublishingPanel type="blog" toValues={blogValues} toFields={blogFields}>
      {titleInput}
      <TextInput source="summary" label="Résumé" multiline fullWidth />
      <RichTextField source="content" label="Texte" />
      <MediaInput source="imageUrl" label="Image" />
      <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
      <NumberInput source="imageWidth" label="Largeur de l’image (px)" min={1} />
      <NumberInput source="imageHeight" label="Hauteur de l’image (px)" min={1} />
      <TextInput source="author" label="Auteur" fullWidth />
    </PublishingPanel>
  );
}

const elementValues = (fields: DraftFields): DraftFields => ({
  title: text(fields.title),
  summary: text(fields.summary),
  body: text(fields.body),
  imageSrc: imageOf(fields)?.src ?? '',
  imageAlt: imageOf(fields)?.alt ?? '',
  startsAt: fields.startsAt ?? null,
  durationMinutes: fields.durationMinutes ?? null,
  location: text(fields.location),
  price: text(fields.price),
});

const elementFields = (values: DraftFields): DraftFields => {
  const src = text(values.imageSrc).trim();
  const startsAt = text(values.startsAt);
  return {
    title: text(values.title),
    summary: text(values.summary),
    body: text(values.body),
    image: src === '' ? null : { src, alt: text(values.imageAlt) },
    // 'YYYY-MM-DDTHH:MM' as the server wants it (the picker may add seconds).
    startsAt: startsAt === '' ? null : startsAt.slice(0, 16),
    durationMinutes: numberOrNull(values.durationMinutes),
    location: text(values.location),
    price: text(values.price),
  };
};

/** An element's draft; `id` names it (its dialog has no record of its own). */
export function ElementPublishing({ id }: { id: number }) {
  return (
    <PublishingPanel type="element-item" id={id} toValues={elementValues} toFields={elementFields}>
      {titleInput}
      <TextInput source="summary" label="Résumé" multiline fullWidth />
      <TextInput source="body" label="Texte (HTML simple)" multiline minRows={4} fullWidth />
      <MediaInput source="imageSrc" label="Image" />
      <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
      <DateTimeInput source="startsAt" label="Date et heure" parse={(value: string) => value || null} />
      <NumberInput source="durationMinutes" label="Durée (minutes)" min={1} />
      <TextInput source="location" label="Lieu" fullWidth />
      <TextInput source="price" label="Tarif" />
    </PublishingPanel>
  );
}

const serviceValues = (fields: DraftFields): DraftFields => ({
  title: text(fields.title),
  summary: text(fields.summary),
  description: text(fields.description),
  imageSrc: imageOf(fields)?.src ?? '',
  imageAlt: imageOf(fields)?.alt ?? '',
});

const serviceFields = (values: DraftFields): DraftFields => {
  const src = text(values.imageSrc).trim();
  return {
    title: text(values.title),
    summary: text(values.summary),
    description: text(values.description),
    image: src === '' ? null : { src, alt: text(values.imageAlt) },
  };
};

export function ServicePublishing() {
  return (
    <PublishingPanel type="service" toValues={serviceValues} toFields={serviceFields}>
      {titleInput}
      <TextInput source="summary" label="Résumé" multiline fullWidth />
      <TextInput source="description" label="Description (HTML simple)" multiline minRows={6} fullWidth />
      <MediaInput source="imageSrc" label="Image" />
      <TextInput source="imageAlt" label="Texte de remplacement de l’image" fullWidth />
    </PublishingPanel>
  );
}
