-- Webhook endpoints: where the portal POSTs the integration events a receiver subscribed to. The signing secret
-- is stored sealed with the portal's secret box (never in plain text); after a rotation the previous secret keeps
-- signing beside the new one until `previous_secret_until`.
CREATE TABLE webhook_endpoint (
  id                    uuid PRIMARY KEY,
  url                   text NOT NULL,
  description           text NOT NULL DEFAULT '',
  events                text[] NOT NULL,
  secret                jsonb NOT NULL,
  previous_secret       jsonb,
  previous_secret_until timestamptz,
  enabled               boolean NOT NULL DEFAULT true,
  -- Why it is off: 'staff' (a person turned it off) or 'failing' (it failed without pause too long).
  disabled_reason       text,
  -- Since when every attempt failed; cleared by a delivered one. Long enough, and the endpoint is turned off.
  failing_since         timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- One event to one endpoint. Written by the sequencer in the transaction that positions the event (and by a test
-- send); taken by one worker at a time (FOR UPDATE SKIP LOCKED plus a lease). `seq` follows the event's position,
-- so a resource's deliveries to an endpoint go out in the order of its events: one waits while an earlier one is
-- still open.
CREATE TABLE webhook_delivery (
  id                uuid PRIMARY KEY,
  seq               bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  endpoint_id       uuid NOT NULL REFERENCES webhook_endpoint (id) ON DELETE CASCADE,
  -- The event's id: the `webhook-id` of every attempt.
  event_id          uuid NOT NULL,
  event_type        text NOT NULL,
  resource_id       text NOT NULL,
  -- The JSON body as sent, the same bytes on every attempt.
  body              text NOT NULL,
  -- pending (not yet tried), retrying (a failed attempt, another due), delivered, failed (no attempts left).
  state             text NOT NULL DEFAULT 'pending',
  attempts          integer NOT NULL DEFAULT 0,
  next_attempt_at   timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz,
  last_attempt_at   timestamptz,
  last_status       integer,
  last_duration_ms  integer,
  -- The first 1 KB of the receiver's answer, or why there was none.
  last_response     text,
  last_error        text,
  delivered_at      timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE state IN ('pending', 'retrying');
CREATE INDEX webhook_delivery_open_by_resource ON webhook_delivery (endpoint_id, resource_id, seq) WHERE state IN ('pending', 'retrying');
CREATE INDEX webhook_delivery_by_endpoint ON webhook_delivery (endpoint_id, seq DESC);

