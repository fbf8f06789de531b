-- Integration clients: the manufacturer's ERP, CRM and other machines that call the integration API
-- with OAuth 2.0 client credentials. Each acts through a staff actor row of its own (`actor_id`: no
-- password, no roles, never active for sign-in), so its changes go through the desks' own services and
-- are audited with the client's name as actor.
CREATE TABLE integration_client (
  client_id               text PRIMARY KEY,
  name                    text NOT NULL,
  -- The scopes it may hold, space-separated as OAuth writes them.
  scopes                  text NOT NULL,
  -- SHA-256 (hex) of the secret, which is 32 random bytes; null when the external identity provider
  -- (OIDC_ISSUER) holds the client's credentials.
  secret_hash             text,
  -- The secret before the last rotation works until previous_secret_until.
  previous_secret_hash    text,
  previous_secret_until   timestamptz,
  expires_at              timestamptz,
  actor_id                uuid NOT NULL UNIQUE REFERENCES staff_member (id),
  created_by              uuid NOT NULL REFERENCES staff_member (id),
  created_at              timestamptz NOT NULL DEFAULT now(),
  rotated_at              timestamptz,
  revoked_at              timestamptz
);
CREATE INDEX integration_client_created_idx ON integration_client (created_at DESC);
