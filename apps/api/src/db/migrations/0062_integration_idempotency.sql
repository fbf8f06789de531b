-- What an integration client's POST answered under its Idempotency-Key: the same key with the same request
-- answers the same again for a day; with another request it is refused. A row without an answer is a
-- request still being worked on (or one that failed, whose row is removed so the client may try again).
CREATE TABLE integration_idempotency_key (
  client_id     text NOT NULL REFERENCES integration_client (client_id) ON DELETE CASCADE,
  key           text NOT NULL,
  -- SHA-256 of the call and its body, canonical whatever order the fields came in.
  fingerprint   text NOT NULL,
  answer        jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, key)
);
CREATE INDEX integration_idempotency_key_created_idx ON integration_idempotency_key (created_at);
