-- A staff member's weekly e-mail of an insight dashboard with the filters chosen on it (docs/areas/insight.md).
CREATE TABLE insight_subscription (
  id            uuid PRIMARY KEY,
  staff_id      uuid NOT NULL REFERENCES staff_member (id),
  dashboard     text NOT NULL CHECK (dashboard IN ('sales', 'delivery', 'quality', 'use')),
  filters       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- When the next e-mail is due. The round that writes it to the outbox moves this on in the same transaction,
  -- holding the row, so every instance may run the round and each week's e-mail is written once (ADR 0089).
  next_send_at  timestamptz NOT NULL,
  last_sent_at  timestamptz,
  cancelled_at  timestamptz
);
CREATE INDEX insight_subscription_due ON insight_subscription (next_send_at) WHERE cancelled_at IS NULL;
CREATE INDEX insight_subscription_staff ON insight_subscription (staff_id, created_at);
