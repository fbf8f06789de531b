-- The complaints desk sorted by a column reads its first page through an index in the list's order:
-- the column, then the creation time and id that tell rows apart (the list's tie-breaker), instead of
-- sorting every complaint the filter finds. Sorted by a dealer's name or market it walks the dealers
-- in that order (customer_name_number_idx, customer_market_number_idx) and takes each one's
-- complaints by the first index here; sorted by assignee it reads each staff member's first
-- complaints, and the unassigned, by the second.
CREATE INDEX incident_customer_sort_idx ON incident (customer_number, created_at, id);
CREATE INDEX incident_assignee_sort_idx ON incident (assigned_staff_id, created_at, id);
CREATE INDEX incident_type_sort_idx ON incident (incident_type, created_at, id);
CREATE INDEX incident_order_number_sort_idx ON incident (order_number, created_at, id);
CREATE INDEX incident_status_sort_idx ON incident (portal_status, created_at, id);
CREATE INDEX incident_status_since_sort_idx ON incident (status_changed_at, created_at, id);
-- Both read a status's or an assignee's complaints newest first; the new ones do that read backwards,
-- with the id in the list's direction too, so the older ones would only cost every write.
DROP INDEX incident_status_created_idx;
DROP INDEX incident_assignee_idx;
