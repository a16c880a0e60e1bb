import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleIdentityClaims {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** A local OpenID provider standing in for Google; `next` sets the identity of the next sign-in. */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: GoogleIdentityClaims = { sub: 'g-1', email: 'someone@example.com', email_verified: true };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { email_verified: true, ...identity });
  });
  return {
    issuer: server.issuer.url!,
    next(claims: GoogleIdentityClaims) {
      identity = claims;
    },
    stop: () => server.stop(),
  };
}
