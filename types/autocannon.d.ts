// The slice of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** each request object may rewrite the request before it is sent (here: its body) */
    requests?: { setupRequest?: (request: object) => object }[];
  };
  type Histogram = { average: number; p99: number; p50: number; max: number };
  type Result = { requests: Histogram & { total: number }; latency: Histogram; errors: number; non2xx: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
