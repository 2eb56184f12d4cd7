// Sample data for a fresh local database: the massage practice (localhost) and the wine estate
// (vins.localhost), with their reference data, as SQL statements ready to apply after migrations.
import { elementStatements } from './elements.ts';
import { deliveryStatements } from './delivery.ts';
import { albumStatements } from './albums.ts';
import { blogStatements } from './blog.ts';
import { contentDateStatements } from './content-dates.ts';
import { bookingStatements } from './booking.ts';
import { footerLogoStatements } from './footer-logos.ts';
import { formStatements } from './forms.ts';
import { giftCardStatements } from './gift-cards.ts';
import { massageSite } from './massage-site.ts';
import { newsSeedStatements } from './news.ts';
import { newsletterStatements } from './newsletter.ts';
import { referenceData } from './reference-data.ts';
import { serviceStatements } from './services.ts';
import { shopCatalogueStatements } from './shop-catalogue.ts';
import { seedStatements } from './sql.ts';
import { sampleMembers, sampleOperators } from './members.ts';
import { wineSite } from './wine-site.ts';
import { wineEnglishStatements } from './wine-english.ts';

export const sampleSites = [massageSite, wineSite];

export { referenceData, sampleMembers, sampleOperators };

export function sampleStatements(): string[] {
  return [
    ...seedStatements(sampleSites, referenceData, sampleMembers, sampleOperators),
    ...blogStatements(), // blog (after the sites it belongs to)
    ...newsSeedStatements(),
    ...newsletterStatements(),
    ...albumStatements(),
    ...serviceStatements(),
    ...shopCatalogueStatements(), // after the users (the opening inventory names the owner)
    ...elementStatements(),
    ...deliveryStatements(), // delivery (after the countries and the users)
    ...formStatements(), // after the pages its block joins
    ...footerLogoStatements(),
    ...bookingStatements(), // online booking: services, hours, the coming days' appointments
    ...giftCardStatements(), // after the services and products they name
    ...wineEnglishStatements(), // after the French news and albums they copy
    ...contentDateStatements(), // last: the dates the content was written on
  ];
}
