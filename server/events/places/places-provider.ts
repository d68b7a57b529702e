// Place suggestions for the venue field. Behind an interface so the editor works the same with
// Google Places (when a key is configured) or without any provider (manual entry only).
import type { PlaceSuggestion } from '../../../contract/event-views.ts';
import type { Venue } from '../../../contract/events.ts';
import type { Locale } from '../../../contract/locale.ts';

export type PlacesProvider = {
  suggest(query: string, locale: Locale): Promise<PlaceSuggestion[]>;
  /** The Location shape for a chosen suggestion (type GOOGLE), or null when unknown. */
  details(placeId: string, locale: Locale): Promise<Venue | null>;
};

/** Without a key: no suggestions, and manual entry is the way. */
export const noPlacesProvider: PlacesProvider = {
  suggest: async () => [],
  details: async () => null,
};

type Text = { text?: string };
type AutocompleteResponse = {
  suggestions?: {
    placePrediction?: { placeId?: string; text?: Text; structuredFormat?: { mainText?: Text; secondaryText?: Text } };
  }[];
};
type AddressComponent = { longText?: string; shortText?: string; types?: string[] };
type PlaceResponse = {
  id?: string;
  displayName?: Text;
  formattedAddress?: string;
  shortFormattedAddress?: string;
  addressComponents?: AddressComponent[];
};

const TIMEOUT_MS = 3000;
const cut = (value: string | undefined | null, max = 200) => (value ? value.slice(0, max) : null);

/** Google Places API (New): Autocomplete and Place Details. `baseUrl` is for tests against a local server. */
export function createGooglePlacesProvider(options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }): PlacesProvider {
  const base = options.baseUrl ?? 'https://places.googleapis.com';
  const doFetch = options.fetch ?? fetch;
  async function call<T>(path: string, init: RequestInit & { fieldMask?: string }): Promise<T | null> {
    try {
      const response = await doFetch(`${base}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          ...(init.fieldMask ? { 'x-goog-fieldmask': init.fieldMask } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      // A slow or failing provider must never block the editor: manual entry still works.
      return null;
    }
  }
  return {
    async suggest(query, locale) {
      const body = await call<AutocompleteResponse>('/v1/places:autocomplete', {
        method: 'POST',
        body: JSON.stringify({ input: query, languageCode: locale }),
      });
      return (body?.suggestions ?? []).flatMap(({ placePrediction: p }) =>
        p?.placeId
          ? [
              {
                placeId: p.placeId,
                mainText: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
                secondaryText: p.structuredFormat?.secondaryText?.text ?? null,
              },
            ]
          : [],
      );
    },
    async details(placeId, locale) {
      if (!/^[\w-]{1,300}$/.test(placeId)) return null;
      const place = await call<PlaceResponse>(`/v1/places/${placeId}?languageCode=${locale}`, {
        method: 'GET',
        fieldMask: 'id,displayName,formattedAddress,shortFormattedAddress,addressComponents',
      });
      if (!place?.formattedAddress) return null;
      const part = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type))?.longText;
      return {
        type: 'GOOGLE',
        country: cut(part('country')),
        region: cut(part('administrative_area_level_1')),
        city: cut(part('locality') ?? part('administrative_area_level_2') ?? part('sublocality_level_1')),
        shortAddress: cut(place.displayName?.text ?? place.shortFormattedAddress),
        fullAddress: place.formattedAddress.slice(0, 200),
        placeId: place.id ?? placeId,
      };
    },
  };
}
