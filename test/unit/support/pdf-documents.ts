import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { OrderAddressSnapshot } from '../../../src/schema/orders/order.ts';

// What the PDF tests share: the names and addresses of European customers that must print
// intact (the standard fonts dropped « Ł », « ś », « ę » and every Greek or Cyrillic
// letter), and the document metadata read back with pdf-lib.

export interface EuropeanCustomer {
  language: string;
  address: OrderAddressSnapshot;
  /** The address as one printed line (addressText). */
  printed: string;
}

const customer = (language: string, address: OrderAddressSnapshot): EuropeanCustomer => ({
  language,
  address,
  printed: [
    `${address.firstname} ${address.lastname}`,
    address.address,
    address.addressPart2,
    `${address.postalCode} ${address.city}`,
  ]
    .filter((part) => part !== '')
    .join(', '),
});

export const EUROPEAN_CUSTOMERS: readonly EuropeanCustomer[] = [
  customer('polonais', {
    firstname: 'Łukasz',
    lastname: 'Wójcik',
    address: 'ul. Świętokrzyska 12',
    addressPart2: 'Dziękuję',
    postalCode: '00-360',
    city: 'Warszawa',
    countryId: 616,
  }),
  customer('grec', {
    firstname: 'Γιώργος',
    lastname: 'Παπαδόπουλος',
    address: 'Οδός Ερμού 25',
    addressPart2: '',
    postalCode: '105 63',
    city: 'Αθήνα',
    countryId: 300,
  }),
  customer('russe', {
    firstname: 'Дмитрий',
    lastname: 'Иванов',
    address: 'ул. Тверская, д. 7',
    addressPart2: 'кв. 15',
    postalCode: '125009',
    city: 'Москва',
    countryId: 643,
  }),
];

/** pdftotext -layout output with runs of blanks (wrapped lines, columns) made one space. */
export const words = (text: string): string => text.replace(/\s+/gu, ' ');

export interface PdfMetadataRead {
  title: string | undefined;
  author: string | undefined;
  producer: string | undefined;
  language: string | undefined;
}

export async function readMetadata(bytes: Uint8Array): Promise<PdfMetadataRead> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const lang = document.catalog.lookupMaybe(PDFName.of('Lang'), PDFString);
  return {
    title: document.getTitle(),
    author: document.getAuthor(),
    producer: document.getProducer(),
    language: lang?.decodeText(),
  };
}
