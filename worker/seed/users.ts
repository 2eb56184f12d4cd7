// Sample accounts for local use only (README, "Sample accounts"). Passwords are hashed here
// the way worker/auth/password.ts verifies them: PBKDF2-SHA256, 100 000 iterations.
import { pbkdf2Sync, randomBytes } from 'node:crypto';

export interface SeedUser {
  siteId: number;
  email: string;
  password: string;
  role: 'MEMBER' | 'ADMIN' | 'SUPER_ADMIN';
  firstname: string;
  lastname: string;
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
  // The platform operator (SUPER_ADMIN): creates sites, maps hosts, gives roles (issue 13).
  {
    siteId: 1,
    email: 'operateur@plateforme.example',
    password: 'Operateur-Local-2026',
    role: 'SUPER_ADMIN',
    firstname: 'Nadia',
    lastname: 'Lefèvre',
  },
];

export function hashSeedPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, 'sha256');
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return `pbkdf2$100000$${base64(salt)}$${base64(hash)}`;
}
