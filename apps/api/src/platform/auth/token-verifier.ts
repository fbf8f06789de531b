import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../errors.js';
import { parsePortalClaims, type PortalClaims } from '@portal/contracts';

export type TokenVerifier = (token: string) => Promise<PortalClaims>;

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

const CACHE_SIZE = 10_000;

/**
 * Signature through the provider's JWKS, then issuer, audience and expiry.
 * A token that passed is remembered until it expires: the same bytes verify
 * the same way, and a browser sends one token many times.
 */
export function createTokenVerifier(options: { issuer: string; audience: string; keys: JWTVerifyGetKey }): TokenVerifier {
  const verified = new Map<string, { claims: PortalClaims; expiresAt: number }>();
  return async (token) => {
    const hit = verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.claims;
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub'],
      });
      const claims = parsePortalClaims(payload);
      if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The token has expired', 'TOKEN_EXPIRED');
      throw unauthorized('The token is not valid', 'INVALID_TOKEN');
    }
  };
}

/** An external provider publishes its keys; they are fetched and cached by jose. */
export async function remoteJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID configuration of ${issuer} answered ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri?: string };
  if (!discovery.jwks_uri) throw new Error(`OpenID configuration of ${issuer} names no jwks_uri`);
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

export const localJwks = (jwks: JSONWebKeySet): JWTVerifyGetKey => createLocalJWKSet(jwks);
