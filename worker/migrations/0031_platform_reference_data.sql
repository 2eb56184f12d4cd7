-- Issue 25: a platform created by the migrations alone must let its first operator sign in and
-- create the first site, with no other site to copy from.
--
-- 1. The admin host's login throttle. Its tries were kept in rate_limit_hits under the lowest
-- site id (rate_limit_hits.site_id is NOT NULL and references sites), so on an empty platform
-- the sign-in had nowhere to count and answered 404. The admin host belongs to no site: its
-- hits live here, with the same shape minus the site (worker/provider/shared/rate-limit.repository.ts).
CREATE TABLE platform_rate_limit_hits (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  sender_key TEXT NOT NULL,                     -- a keyed hash of the client, never the address
  created_at INTEGER NOT NULL                   -- unix seconds
);
CREATE INDEX platform_rate_limit_hits_sender ON platform_rate_limit_hits(scope, sender_key, created_at);
CREATE INDEX platform_rate_limit_hits_age ON platform_rate_limit_hits(scope, created_at);

-- 2. The platform's reference data, which a new blank site copies into its own rows (countries,
-- cities and languages stay per site: a site may edit them). Before this, a blank site copied
-- them from another site, so the first site could not be created. Country ids are ISO 3166-1
-- numeric codes (France is 250 everywhere); the same rows the local seed gives its sites.
CREATE TABLE reference_countries (
  id INTEGER PRIMARY KEY,
  alpha_two TEXT NOT NULL,
  alpha_three TEXT NOT NULL,
  num_code INTEGER NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE reference_cities (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES reference_countries(id),
  postal_code TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL                     -- lower-case, accents removed, for prefix search
);

-- The languages a site can offer (src/domain/site-languages.ts), with their DeepL code and flag.
CREATE TABLE reference_languages (
  code TEXT PRIMARY KEY,                        -- fr_FR
  label TEXT NOT NULL,
  deepl_code TEXT NOT NULL,
  flag TEXT NOT NULL,
  country_id INTEGER REFERENCES reference_countries(id)
);

INSERT INTO reference_countries (id, alpha_two, alpha_three, num_code, name) VALUES
  (250, 'FR', 'FRA', 250, 'France'),
  (56, 'BE', 'BEL', 56, 'Belgique'),
  (756, 'CH', 'CHE', 756, 'Suisse'),
  (442, 'LU', 'LUX', 442, 'Luxembourg'),
  (492, 'MC', 'MCO', 492, 'Monaco'),
  (276, 'DE', 'DEU', 276, 'Allemagne'),
  (380, 'IT', 'ITA', 380, 'Italie'),
  (724, 'ES', 'ESP', 724, 'Espagne'),
  (528, 'NL', 'NLD', 528, 'Pays-Bas'),
  (826, 'GB', 'GBR', 826, 'Royaume-Uni'),
  (840, 'US', 'USA', 840, 'États-Unis'),
  (124, 'CA', 'CAN', 124, 'Canada');
INSERT INTO reference_cities (country_id, postal_code, name, search_name) VALUES
  (250, '75001', 'Paris', 'paris'),
  (250, '13001', 'Marseille', 'marseille'),
  (250, '69001', 'Lyon', 'lyon'),
  (250, '31000', 'Toulouse', 'toulouse'),
  (250, '06000', 'Nice', 'nice'),
  (250, '44000', 'Nantes', 'nantes'),
  (250, '34000', 'Montpellier', 'montpellier'),
  (250, '67000', 'Strasbourg', 'strasbourg'),
  (250, '33000', 'Bordeaux', 'bordeaux'),
  (250, '59000', 'Lille', 'lille'),
  (250, '35000', 'Rennes', 'rennes'),
  (250, '51100', 'Reims', 'reims'),
  (250, '83000', 'Toulon', 'toulon'),
  (250, '42000', 'Saint-Étienne', 'saint-etienne'),
  (250, '76600', 'Le Havre', 'le havre'),
  (250, '38000', 'Grenoble', 'grenoble'),
  (250, '21000', 'Dijon', 'dijon'),
  (250, '49000', 'Angers', 'angers'),
  (250, '30000', 'Nîmes', 'nimes'),
  (250, '63000', 'Clermont-Ferrand', 'clermont-ferrand'),
  (250, '72000', 'Le Mans', 'le mans'),
  (250, '13100', 'Aix-en-Provence', 'aix-en-provence'),
  (250, '29200', 'Brest', 'brest'),
  (250, '37000', 'Tours', 'tours'),
  (250, '80000', 'Amiens', 'amiens'),
  (250, '44120', 'Vertou', 'vertou'),
  (250, '44400', 'Rezé', 'reze'),
  (250, '44230', 'Saint-Sébastien-sur-Loire', 'saint-sebastien-sur-loire'),
  (250, '44470', 'Carquefou', 'carquefou'),
  (250, '44470', 'Thouaré-sur-Loire', 'thouare-sur-loire'),
  (250, '44700', 'Orvault', 'orvault'),
  (250, '44800', 'Saint-Herblain', 'saint-herblain'),
  (250, '44240', 'La Chapelle-sur-Erdre', 'la chapelle-sur-erdre'),
  (250, '44340', 'Bouguenais', 'bouguenais'),
  (250, '44115', 'Basse-Goulaine', 'basse-goulaine'),
  (250, '44115', 'Haute-Goulaine', 'haute-goulaine'),
  (250, '44840', 'Les Sorinières', 'les sorinieres'),
  (250, '44980', 'Sainte-Luce-sur-Loire', 'sainte-luce-sur-loire'),
  (250, '44190', 'Clisson', 'clisson'),
  (250, '44190', 'Gorges', 'gorges'),
  (250, '44330', 'Vallet', 'vallet'),
  (250, '44330', 'Le Pallet', 'le pallet'),
  (250, '44690', 'La Haie-Fouassière', 'la haie-fouassiere'),
  (250, '44690', 'Château-Thébaud', 'chateau-thebaud'),
  (250, '44140', 'Aigrefeuille-sur-Maine', 'aigrefeuille-sur-maine'),
  (250, '44600', 'Saint-Nazaire', 'saint-nazaire'),
  (250, '49400', 'Saumur', 'saumur'),
  (250, '49400', 'Souzay-Champigny', 'souzay-champigny'),
  (250, '49400', 'Varrains', 'varrains'),
  (250, '49400', 'Chacé', 'chace'),
  (250, '49400', 'Distré', 'distre'),
  (250, '49730', 'Montsoreau', 'montsoreau'),
  (250, '49730', 'Turquant', 'turquant'),
  (250, '49730', 'Parnay', 'parnay'),
  (250, '49590', 'Fontevraud-l''Abbaye', 'fontevraud-l''abbaye'),
  (250, '49260', 'Montreuil-Bellay', 'montreuil-bellay'),
  (250, '49260', 'Le Puy-Notre-Dame', 'le puy-notre-dame'),
  (250, '49260', 'Saint-Cyr-en-Bourg', 'saint-cyr-en-bourg'),
  (250, '49700', 'Doué-en-Anjou', 'doue-en-anjou'),
  (250, '49350', 'Gennes-Val-de-Loire', 'gennes-val-de-loire'),
  (250, '49320', 'Brissac Loire Aubance', 'brissac loire aubance'),
  (250, '49130', 'Les Ponts-de-Cé', 'les ponts-de-ce'),
  (250, '49170', 'Savennières', 'savennieres'),
  (250, '49300', 'Cholet', 'cholet'),
  (250, '37500', 'Chinon', 'chinon');
INSERT INTO reference_languages (code, label, deepl_code, flag, country_id) VALUES
  ('fr_FR', 'Français', 'FR', 'fr', 250),
  ('en_GB', 'English', 'EN-GB', 'gb', 826),
  ('de_DE', 'Deutsch', 'DE', 'de', 276),
  ('es_ES', 'Español', 'ES', 'es', 724),
  ('it_IT', 'Italiano', 'IT', 'it', 380),
  ('nl_NL', 'Nederlands', 'NL', 'nl', 528),
  ('pt_PT', 'Português', 'PT-PT', 'pt', NULL);
