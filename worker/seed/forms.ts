// Sample builder forms: the massage practice's home-visit request, embedded (a BUILDER_FORM
// block) at the end of its « Les massages à domicile » page. Plain data for Node's type
// stripping, like the rest of worker/seed/.

const quote = (value: string | null): string =>
  value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`;

interface SeedForm {
  id: number;
  siteId: number;
  pagePath: string; // the page the form is embedded in
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  fields: Record<string, unknown>[];
}

const TREATMENTS = [
  'Massage relaxant (1 h)',
  'Réflexologie plantaire (1 h)',
  'Massage énergétique (1 h)',
  'Deux massages à la suite (même domicile)',
  'Je ne sais pas encore, conseillez-moi',
];

const sampleForms: SeedForm[] = [
  {
    id: 1,
    siteId: 1,
    pagePath: '/mes-interventions/les-massages-a-domicile',
    title: "Demande d'intervention à domicile",
    description:
      'Indiquez-moi où et quand vous souhaitez recevoir votre séance : je vous rappelle sous 48 heures ouvrées pour confirmer le rendez-vous et les frais de déplacement.',
    submitLabel: 'Envoyer ma demande',
    successMessage:
      'Merci, votre demande d’intervention à domicile a bien été envoyée. Je vous rappelle sous 48 heures ouvrées.',
    fields: [
      { name: 'nom', type: 'text', label: 'Nom et prénom', required: true },
      { name: 'email', type: 'email', label: 'Adresse e-mail', required: true },
      {
        name: 'telephone',
        type: 'phone',
        label: 'Téléphone',
        required: true,
        helpText: 'Pour vous rappeler et confirmer l’horaire.',
      },
      {
        name: 'adresse',
        type: 'textarea',
        label: 'Adresse de l’intervention',
        required: true,
        helpText: 'Rue, code postal et commune ; précisez l’étage, le code d’accès ou le stationnement.',
      },
      {
        name: 'date_souhaitee',
        type: 'date',
        label: 'Date souhaitée',
        required: true,
        helpText: 'Du lundi au vendredi, en journée et jusqu’à 20 h.',
        weekdays: [1, 2, 3, 4, 5],
        futureOnly: true,
      },
      { name: 'soin', type: 'select', label: 'Soin souhaité', required: true, options: TREATMENTS },
      {
        name: 'message',
        type: 'textarea',
        label: 'Message',
        required: false,
        helpText: 'Vos préférences, une zone à éviter, une question…',
      },
      {
        name: 'ordonnance',
        type: 'file',
        label: 'Document utile (facultatif)',
        required: false,
        helpText: 'Par exemple une prescription ou un certificat, si vous souhaitez que j’en tienne compte.',
        accept: ['application/pdf', 'image/jpeg', 'image/png'],
        maxSizeKb: 5120,
        maxFiles: 1,
      },
      {
        name: 'consentement',
        type: 'checkbox',
        label: 'J’accepte que mes informations servent à traiter ma demande.',
        required: true,
      },
    ],
  },
];

export function formStatements(forms: SeedForm[] = sampleForms): string[] {
  return forms.flatMap((form) => [
    `INSERT INTO forms (id, site_id, title, description, submit_label, success_message, fields) VALUES (${form.id}, ${form.siteId}, ${quote(form.title)}, ${quote(form.description)}, ${quote(form.submitLabel)}, ${quote(form.successMessage)}, ${quote(JSON.stringify(form.fields))});`,
    `INSERT INTO page_blocks (site_id, page_id, position, kind, data) SELECT ${form.siteId}, id, 99, 'BUILDER_FORM', ${quote(JSON.stringify({ formId: form.id }))} FROM pages WHERE site_id = ${form.siteId} AND path = ${quote(form.pagePath)};`,
  ]);
}
