-- The shop's handling and transit times, in days, which its products' structured data states
-- (Offer.shippingDetails.deliveryTime). The settings for the sites that exist already (new
-- sites get them from the catalogue, worker/seed/parameters.ts, with the same labels and
-- defaults).
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'SHIPPING_HANDLING_DAYS_MIN', 'NUMBER',
       'Préparation d’une commande avant sa remise au transporteur : au plus tôt (jours ouvrés)', '0'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'SHIPPING_HANDLING_DAYS_MAX', 'NUMBER',
       'Préparation d’une commande avant sa remise au transporteur : au plus tard (jours ouvrés)', '2'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'SHIPPING_TRANSIT_DAYS_MIN', 'NUMBER',
       'Acheminement par le transporteur : au plus tôt (jours)', '2'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
INSERT INTO parameters (site_id, type, kind, label, value)
SELECT id, 'SHIPPING_TRANSIT_DAYS_MAX', 'NUMBER',
       'Acheminement par le transporteur : au plus tard (jours)', '5'
  FROM sites WHERE true ON CONFLICT (site_id, type) DO NOTHING;
