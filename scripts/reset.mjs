// `npm run reset`: wipes the local D1/KV/R2 state; the next `npm start` starts afresh.
import { rmSync } from 'node:fs';

rmSync('.wrangler/state', { recursive: true, force: true });
rmSync('.wrangler/local-setup.sql', { force: true });
console.log('État local effacé (.wrangler/state). Lancez `npm start` pour repartir des données d’exemple.');
