/** The JSON the server wrote into the page under `id` (contract/page-json.ts); undefined when there is none or it does not parse. */
export function jsonInPage(id: string): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
