// Google Analytics (gtag.js), only when GA_MEASUREMENT_ID is configured. The server's CSP
// allows www.googletagmanager.com (script) and google-analytics.com (connect) only in that
// case, so nothing here may load without an id.

type AnalyticsEvents = {
  like_click: { category: 'Recommendation'; label: string; initiator_id: string; target_id: string };
  contact_click: {
    category: 'Networking';
    label: string;
    initiator_id: string;
    target_id: string;
    networking_type: string;
  };
};

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Gtag };

let measurementId: string | null = null;

/** Loads gtag.js for the measurement id; does nothing without one, or when already loaded. */
export function initAnalytics(id: string | null): void {
  if (!id || measurementId || typeof document === 'undefined') return;
  measurementId = id;
  const target = window as unknown as AnalyticsWindow;
  const dataLayer = (target.dataLayer ??= []);
  target.gtag = function gtag() {
    // gtag.js expects the `arguments` object itself in the data layer, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  target.gtag('js', new Date());
  target.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function trackEvent<Name extends keyof AnalyticsEvents>(name: Name, params: AnalyticsEvents[Name]): void {
  if (!measurementId) return;
  (window as unknown as AnalyticsWindow).gtag?.('event', name, params);
}
