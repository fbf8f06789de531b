-- The complaint lists read a customer's newest incidents first and stop at the list limit;
-- this index gives them in that order without sorting every open incident.
CREATE INDEX incident_customer_newest_idx ON incident (customer_number, created_at DESC, case_number DESC);
