import type { RelayQueryInput } from '../../../src/schema/delivery/delivery';
import type { OrderAccessPoint, OrderInput } from '../../../src/schema/orders/order';
import { findShippingCountry, type ShippingCountry } from '../delivery/carrier.repository';
import type { RelayPointFinder } from '../delivery/relay-config';
import { UNKNOWN_COUNTRY } from '../delivery/shipping-quote';
import { failure, success, type Result } from '../shared/result';

// Where an order's parcel goes, as the server knows it: the zone, hence the price,
// comes from the delivery address's own postal code and country, or for a relay delivery from
// the relay point the server looked up. The payload's deliveryPostalCode / deliveryIdCountry
// are never read (a Geneva address cannot be priced as Saumur), and a relay point's name or
// address sent by the client is never stored: the order keeps the server's copy.

export interface Destination {
  postalCode: string;
  country: ShippingCountry;
  /** The relay point as its source knows it; null for a home delivery. */
  accessPoint: OrderAccessPoint | null;
}

export type DestinationFailure = 'DELIVERY_CHOICE_INCOMPLETE' | 'UNKNOWN_COUNTRY' | 'UNKNOWN_RELAY_POINT';

const UNKNOWN_RELAY_POINT = "Ce point relais n'existe pas : choisissez-en un dans la liste.";
const NO_ADDRESS = 'Le code postal et le pays de livraison sont obligatoires.';
/** The most points a buyer's search lists: the chosen one is among them. */
const SEARCH_LIMIT = 30;

const unknownCountry = () => failure('UNKNOWN_COUNTRY', UNKNOWN_COUNTRY, { country: UNKNOWN_COUNTRY });

/** The buyer's delivery address as a relay search (where the buyer chose the point), or null. */
async function searchedAround(
  db: D1Database,
  siteId: number,
  input: OrderInput,
): Promise<RelayQueryInput | null> {
  const address = input.address.delivery;
  const countryId = address?.country?.id;
  if (!address || !countryId) return null;
  const country = await findShippingCountry(db, siteId, countryId);
  if (!country) return null;
  return {
    postalCode: address.postalCode,
    city: address.city,
    address: address.address,
    country: country.alphaTwo,
    limit: SEARCH_LIMIT,
  };
}

export async function destinationOf(
  db: D1Database,
  siteId: number,
  input: OrderInput,
  relays: RelayPointFinder,
): Promise<Result<Destination, DestinationFailure>> {
  const choice = input.delivery.type === 'PICKUP' ? input.delivery.accessPoint : null;
  if (choice) {
    const point = await relays(choice.id, await searchedAround(db, siteId, input));
    if (!point) return failure('UNKNOWN_RELAY_POINT', UNKNOWN_RELAY_POINT);
    const country = await findShippingCountry(db, siteId, point.country);
    if (!country) return unknownCountry();
    return success({
      postalCode: point.zipCode,
      country,
      accessPoint: {
        id: point.id,
        name: point.name,
        addLine1: point.addLine1,
        zipCode: point.zipCode,
        city: point.city,
        country: point.country,
      },
    });
  }
  const address = input.address.delivery;
  const countryId = address?.country?.id;
  if (!address || !countryId) return failure('DELIVERY_CHOICE_INCOMPLETE', NO_ADDRESS);
  const country = await findShippingCountry(db, siteId, countryId);
  if (!country) return unknownCountry();
  return success({ postalCode: address.postalCode, country, accessPoint: null });
}
