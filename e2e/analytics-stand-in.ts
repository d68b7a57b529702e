// gtag.js is not reachable from the test machine: this stands in for it, sending each `event` of
// the data layer to the collect URL as GA4 does (`en` the name, `ep.*` the parameters), and the
// journey reads what reached the collect URL.
import type { BrowserContext } from 'playwright-core';

export type AnalyticsHit = Record<string, string>;

const gtagStandIn = (measurementId: string) => `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(entry) {
    if (!entry || entry[0] !== 'event') return;
    var params = new URLSearchParams({ v: '2', tid: '${measurementId}', en: String(entry[1]) });
    var extra = entry[2] || {};
    Object.keys(extra).forEach(function (key) { params.set('ep.' + key, String(extra[key])); });
    fetch('https://www.google-analytics.com/g/collect?' + params.toString(), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function () { for (var j = 0; j < arguments.length; j++) send(arguments[j]); return push.apply(null, arguments); };
})();`;

/** Serves the stand-in for gtag.js to this browser context and collects its hits into `hits`. */
export async function collectAnalytics(context: BrowserContext, measurementId: string, hits: AnalyticsHit[]) {
  await context.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gtagStandIn(measurementId) }),
  );
  await context.route('https://www.google-analytics.com/g/collect**', async (route) => {
    hits.push(Object.fromEntries(new URL(route.request().url()).searchParams));
    await route.fulfill({ status: 204 });
  });
}
