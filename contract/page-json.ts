// The JSON the server writes into a page for its scripts to read (server/platform/http/spa.ts), by
// the id of its `<script type="application/json">` element.

/** the public event page's data (web/public-page/page-data.ts) */
export const PAGE_DATA_ID = 'page-data';
/** the app's config, in every page (web/api/app-config.ts) */
export const APP_CONFIG_ID = 'app-config';
