-- Events of one transaction share its start time: the order they were recorded in keeps them in the order the
-- change made them (an order's status change before its cancellation), where a random id would not.
ALTER TABLE integration_event ADD COLUMN recorded bigint GENERATED ALWAYS AS IDENTITY;
