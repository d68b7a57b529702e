// `npm run build`: the SPA into dist/web, assets precompressed.
import { buildWeb } from './web-build.ts';

buildWeb();
