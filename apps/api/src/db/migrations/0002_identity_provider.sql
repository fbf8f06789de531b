-- State of the embedded OpenID Connect provider, shared by every API instance.

CREATE TABLE oidc_payload (
  type         text NOT NULL,
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (type, id)
);
CREATE INDEX oidc_payload_grant_idx ON oidc_payload (grant_id);
CREATE INDEX oidc_payload_uid_idx ON oidc_payload (uid);
CREATE INDEX oidc_payload_expires_idx ON oidc_payload (expires_at);

-- Signing keys and cookie secrets, generated once on first start.
CREATE TABLE app_secret (
  name        text PRIMARY KEY,
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
