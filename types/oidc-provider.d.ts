// The slice of oidc-provider's API the local test identity provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required(): boolean };
    features?: Record<string, { enabled: boolean }>;
    [option: string]: unknown;
  };
  class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
  export default Provider;
}
