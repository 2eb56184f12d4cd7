import { z } from 'zod';

// zod's own messages (a body that is not an object, a wrong type) in French, for the
// cases where a schema gives no message of its own. Imported once by each entry point.
z.config(z.locales.fr());
