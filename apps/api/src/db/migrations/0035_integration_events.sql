-- What an integration (an ERP, a CRM) must learn about: each row is written in the transaction of the
-- change that causes it, so a rolled-back change leaves none and no committed change lacks its event.
-- `id` is the event's identity (a webhook's `webhook-id`); `position` orders the feed. Transactions commit in
-- another order than they insert, so the position is given after commit by one sequencer at a time, and the
-- feed reads positioned rows only: a reader resuming after its last position misses nothing.
CREATE TABLE integration_event (
  id              uuid PRIMARY KEY,
  position        bigint UNIQUE,
  type            text NOT NULL,
  -- The record it is about (an order number, an incident id, a customer number): deliveries keep its order.
  resource_id     text NOT NULL,
  -- The dealer the event belongs to, when it belongs to one.
  customer_number text,
  data            jsonb NOT NULL,
  occurred_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_event_unpositioned ON integration_event (occurred_at) WHERE position IS NULL;
