-- The trace of the request that recorded an event (a W3C traceparent, when tracing is on): its webhook
-- deliveries join that trace, as the outbox's mail joins the request that wrote it.
ALTER TABLE integration_event ADD COLUMN traceparent text;
