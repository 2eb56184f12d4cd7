// Sample accounts for local use only (README, "Sample accounts"). Passwords are hashed at seed
// time by the worker's own function (argon2id, worker/auth/password.ts).
import { hashPasswordSync } from '../auth/password.ts';

export interface SeedUser {
  siteId: number;
  email: string;
  password: string;
  role: 'MEMBER' | 'ADMIN' | 'SUPER_ADMIN';
  firstname: string;
  lastname: string;
  phone?: string;
  birthdate?: string; // YYYY-MM-DD
}

export const sampleUsers: SeedUser[] = [
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

export function hashSeedPassword(password: string): string {
  return hashPasswordSync(password);
}
