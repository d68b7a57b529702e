// `npm start`: build the SPA if needed, then serve site and API from one process.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
await import('../server/main.ts');
