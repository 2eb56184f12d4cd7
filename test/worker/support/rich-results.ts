// A structured-data check for worker tests: reads a page's JSON-LD and lists what
// Google's rich-result documentation requires of each type we emit and finds missing. No
// maintained npm validator covers these rules offline (Google's Rich Results Test is an online
// tool; schema.org validators check vocabulary, not Google's requirements), so the rules are
// written here, one function per type, from developers.google.com/search/docs/appearance/
// structured-data: local-business, event, breadcrumb, article, product (merchant listings).

type Node = Record<string, unknown>;

/** Every JSON-LD node of a page (@graph flattened). */
export function jsonLdNodes(html: string): Node[] {
  const nodes: Node[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? 'null') as Node | null;
    if (!data) continue;
    const graph = data['@graph'];
    nodes.push(...(Array.isArray(graph) ? (graph as Node[]) : [data]));
  }
  return nodes;
}

export function nodesOfType(html: string, type: string): Node[] {
  return jsonLdNodes(html).filter((node) => node['@type'] === type);
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^\d{2}:\d{2}$/;

function images(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return [(value as Node).url];
  return value === undefined ? [] : [value];
}

function postalAddressProblems(address: unknown, where: string): string[] {
  if (typeof address === 'string') return [`${where}: address is plain text, not a PostalAddress`];
  const node = (address ?? {}) as Node;
  if (node['@type'] !== 'PostalAddress') return [`${where}: address is not a PostalAddress`];
  return ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry']
    .filter((field) => !isText(node[field]))
    .map((field) => `${where}: address.${field} missing`);
}

export function localBusinessProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('name missing');
  problems.push(...postalAddressProblems(node.address, 'LocalBusiness'));
  // Recommended by Google; required by this platform's spec.
  for (const field of ['url', 'logo', 'image']) if (!isUrl(node[field])) problems.push(`${field} missing`);
  const geo = (node.geo ?? {}) as Node;
  if (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number') problems.push('geo missing');
  const hours = node.openingHoursSpecification;
  if (!Array.isArray(hours) || hours.length === 0) problems.push('openingHoursSpecification missing');
  for (const spec of Array.isArray(hours) ? (hours as Node[]) : []) {
    if (!/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(String(spec.dayOfWeek)))
      problems.push(`bad dayOfWeek ${String(spec.dayOfWeek)}`);
    if (!TIME.test(String(spec.opens)) || !TIME.test(String(spec.closes))) problems.push('bad opens/closes');
  }
  return problems;
}

export function breadcrumbProblems(node: Node): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length < 2) return ['itemListElement: fewer than two steps'];
  return (items as Node[]).flatMap((item, index) => {
    const problems: string[] = [];
    if (item.position !== index + 1) problems.push(`step ${index + 1}: position`);
    if (!isText(item.name)) problems.push(`step ${index + 1}: name`);
    // Only the last step may go without its URL.
    if (index < items.length - 1 && !isUrl(item.item)) problems.push(`step ${index + 1}: item URL`);
    return problems;
  });
}

export function eventProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('name missing');
  if (!ISO_DATE_TIME.test(String(node.startDate))) problems.push('startDate is not ISO 8601 with a zone');
  if (node.endDate !== undefined && !(typeof node.endDate === 'string' && ISO_DATE_TIME.test(node.endDate)))
    problems.push('bad endDate');
  const location = (node.location ?? {}) as Node;
  if (location['@type'] !== 'Place') problems.push('location is not a Place');
  problems.push(...postalAddressProblems(location.address, 'Event.location'));
  return problems;
}

export function articleProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.headline)) problems.push('headline missing');
  const pictures = images(node.image);
  if (pictures.length === 0 || !pictures.every(isUrl)) problems.push('image missing');
  if (!ISO_DATE_TIME.test(String(node.datePublished))) problems.push('datePublished');
  const authors = Array.isArray(node.author) ? (node.author as Node[]) : [(node.author ?? {}) as Node];
  for (const author of authors) {
    if (!isText(author.name)) problems.push('author.name missing');
    if (!isUrl(author.url)) problems.push('author.url missing');
  }
  return problems;
}

export function productProblems(node: Node): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push('name missing');
  if (!isText(node.sku)) problems.push('sku missing');
  if (images(node.image).length === 0) problems.push('image missing');
  if ('inLanguage' in node) problems.push('inLanguage is not a Product property');
  const offers = Array.isArray(node.offers)
    ? (node.offers as Node[])
    : node.offers
      ? [node.offers as Node]
      : [];
  if (offers.length === 0) problems.push('offers missing');
  for (const offer of offers) {
    if (!isText(offer.sku)) problems.push('offer.sku missing');
    if (!/^\d+(\.\d+)?$/.test(String(offer.price)) || offer.priceCurrency !== 'EUR')
      problems.push('offer price');
    if (!String(offer.availability).startsWith('https://schema.org/')) problems.push('offer availability');
    const shipping = (offer.shippingDetails ?? {}) as Node;
    const rate = (shipping.shippingRate ?? {}) as Node;
    const destination = (shipping.shippingDestination ?? {}) as Node;
    if (shipping['@type'] !== 'OfferShippingDetails') problems.push('offer.shippingDetails missing');
    if (!/^\d+(\.\d+)?$/.test(String(rate.value)) || !isText(rate.currency)) problems.push('shippingRate');
    if (!isText(destination.addressCountry)) problems.push('shippingDestination.addressCountry');
    const time = (shipping.deliveryTime ?? {}) as Node;
    if (time['@type'] !== 'ShippingDeliveryTime' || !time.handlingTime || !time.transitTime) {
      problems.push('shippingDetails.deliveryTime');
    }
    const returns = (offer.hasMerchantReturnPolicy ?? {}) as Node;
    if (returns['@type'] !== 'MerchantReturnPolicy') problems.push('offer.hasMerchantReturnPolicy missing');
    if (!isText(returns.applicableCountry)) problems.push('returns.applicableCountry');
    if (!String(returns.returnPolicyCategory).startsWith('https://schema.org/MerchantReturn'))
      problems.push('returns.returnPolicyCategory');
    if (
      returns.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow' &&
      typeof returns.merchantReturnDays !== 'number'
    )
      problems.push('returns.merchantReturnDays');
  }
  return problems;
}
