import { errorCatalogue, errorCodes } from '../contract/errors.ts';
import { translate } from '../contract/i18n/translate.ts';

const header = `# Error codes

Every error the API sends is \`{ statusCode, errorCode, message, fields? }\`; \`errorCode\` is one of
the codes below, from the one catalogue in \`contract/errors.ts\`. \`message\` is in the request's
language (\`Accept-Language\`, English otherwise). This page is generated from the catalogue by
\`node scripts/error-docs.ts --write\`, and a test fails when the two differ.

Ranges: \`G000xx\` system failures (5xx, no driver text ever reaches the body) · \`G001xx\` request
shape (validation, malformed JSON, size, unknown route, rate limit, files) · \`G003xx\` operators' tools (metrics) · \`G01xxx\` sign-in,
sessions and access (401/403; the *refresh* column marks the codes after which the client refreshes
the session once and repeats the request) · \`G04xxx\` not found · \`G09xxx\` conflicts ·
\`G1xxxx\` profile and networking rules · \`G2xxxx\` events, registration, host team, forms and
hackathons. Host errors name two roles: OWNER (the event's HOST) and NON_MANAGER (anyone outside
the host team). A status "500, 503 when unreachable" is 503 when the part did not answer at all (a lost
connection, a database restarting): the request may be repeated as it is.

| code | HTTP | refresh | message key | English message |
|---|---|---|---|---|
`;

export function renderErrorDocs(): string {
  const rows = errorCodes.map((code) => {
    const entry = errorCatalogue[code];
    const refresh = 'refreshable' in entry ? 'yes' : '';
    const message = translate('en', `errors.${entry.key}`).replaceAll('|', '\\|');
    const status = 'unavailableStatus' in entry ? `${entry.status}, ${entry.unavailableStatus} when unreachable` : entry.status;
    return `| ${code} | ${status} | ${refresh} | \`${entry.key}\` | ${message} |`;
  });
  return `${header}${rows.join('\n')}\n`;
}

if (process.argv.includes('--write')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(new URL('../docs/errors.md', import.meta.url), renderErrorDocs());
}
