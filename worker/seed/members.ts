// Sample accounts for local use only (docs/site-owners.md, « Sample accounts »). Passwords are hashed at seed
// time in the Worker's own stored form (argon2id, OWASP parameters, worker/auth/password-format.ts),
// here with Node's native argon2 (node:crypto, Node >= 24.7, the project's pinned Node); the
// Worker uses a WebAssembly build of the reference implementation: both give the same bytes.
import { argon2Sync, randomBytes } from 'node:crypto';
import { ARGON2_PARAMETERS, encodeArgon2Hash, HASH_BYTES, SALT_BYTES } from '../auth/password-format.ts';

export interface SeedMember {
  siteId: number;
  email: string;
  password: string;
  role: 'MEMBER' | 'ADMIN';
  firstname: string;
  lastname: string;
  phone?: string;
  birthdate?: string; // YYYY-MM-DD
}

export const sampleMembers: SeedMember[] = [
  {
    siteId: 1,
    email: 'proprietaire@massages-bien-etre.example',
    password: 'Massages-Local-2026',
    role: 'ADMIN',
    firstname: 'Sophie',
    lastname: 'Morel',
  },
  {
    siteId: 1,
    email: 'cliente@massages-bien-etre.example',
    password: 'Cliente-Local-2026',
    role: 'MEMBER',
    firstname: 'Claire',
    lastname: 'Bernard',
  },
  {
    siteId: 2,
    email: 'proprietaire@domaine-coteaux.example',
    password: 'Domaine-Local-2026',
    role: 'ADMIN',
    firstname: 'Julien',
    lastname: 'Rousseau',
  },
  {
    // The wine site's sample customer, for the checkout demo: an adult with a phone number.
    siteId: 2,
    email: 'client@domaine-coteaux.example',
    password: 'Client-Vins-Local-2026',
    role: 'MEMBER',
    firstname: 'Thomas',
    lastname: 'Lefèvre',
    phone: '06 12 34 56 78',
    birthdate: '1985-04-17',
  },
];

/**
 * The platform operator: creates sites, maps hosts, gives roles. A platform account
 * (table operators), signed in on the admin host only, member of no site.
 */
export interface SeedOperator {
  email: string;
  password: string;
}

export const sampleOperators: SeedOperator[] = [
  { email: 'operateur@plateforme.example', password: 'Operateur-Local-2026' },
];

export function hashSeedPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const { m, t, p } = ARGON2_PARAMETERS;
  const hash = argon2Sync('argon2id', {
    message: password,
    nonce: salt,
    parallelism: p,
    tagLength: HASH_BYTES,
    memory: m,
    passes: t,
  });
  return encodeArgon2Hash(ARGON2_PARAMETERS, salt, hash);
}
