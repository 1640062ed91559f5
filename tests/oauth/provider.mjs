// The authorization server the OAuth tests run against: oidc-provider, configured from the JSON file
// the test writes (issuer, port, signing keys, clients, the resource servers and their scopes).
import { readFileSync } from 'node:fs';
import Provider, { errors } from 'oidc-provider';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const opaqueClients = new Set(config.opaque_clients);

const provider = new Provider(config.issuer, {
  clients: config.clients,
  jwks: { keys: config.keys },
  cookies: { keys: [config.cookie_key] },
  // The resource servers' scopes are the server's too, so clients may be limited to some of them.
  scopes: ['openid', 'offline_access', 'profile', 'email',
    ...Object.values(config.resource_servers).flatMap((server) => server.scope.split(' '))],
  pkce: { required: () => true },
  ttl: { AccessToken: config.access_token_ttl, ClientCredentials: config.access_token_ttl },
  features: {
    devInteractions: { enabled: true }, // the login and consent pages the tests fill in
    introspection: { enabled: true },
    revocation: { enabled: true },
    clientCredentials: { enabled: true },
    registration: { enabled: true },
    resourceIndicators: {
      enabled: true,
      useGrantedResource: () => true,
      defaultResource: (ctx, client, oneOf) => oneOf ?? undefined,
      getResourceServerInfo: (ctx, indicator, client) => {
        const server = config.resource_servers[indicator];
        if (!server) throw new errors.InvalidTarget();
        return {
          scope: server.scope,
          audience: indicator,
          accessTokenTTL: config.access_token_ttl,
          accessTokenFormat: opaqueClients.has(client.clientId) ? 'opaque' : 'jwt',
          jwt: { sign: { alg: config.keys[0].alg } },
        };
      },
    },
  },
  extraTokenClaims: () => ({ tenant: config.tenant }),
  findAccount: (ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@example.test` }) }),
  claims: { openid: ['sub'], email: ['email'] },
});

provider.listen(config.port, '127.0.0.1', () => {
  process.stdout.write(`listening ${config.issuer}\n`);
});
