import { z } from 'zod';

// External apps (GET /external-app/{app}/config/public): only the public part of an app's
// configuration ever leaves the provider; keys and endpoints stay in its private part.

export const externalAppPublicConfigSchema = z.record(z.string(), z.unknown());
