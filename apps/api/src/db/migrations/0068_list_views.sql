-- Lists that can be worked (ADR 0085): each staff member's choice of columns per list, and saved views (a list's
-- filters, sort and columns under a name), personal or shared with every staff member. A list is named as the
-- contracts' STAFF_LISTS name it; the API checks names, filters and columns before they are stored.
CREATE TABLE staff_list_columns (
  staff_id        uuid NOT NULL REFERENCES staff_member (id) ON DELETE CASCADE,
  list            text NOT NULL,
  hidden_columns  jsonb NOT NULL DEFAULT '[]',
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_id, list)
);

CREATE TABLE staff_list_view (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id        uuid NOT NULL REFERENCES staff_member (id) ON DELETE CASCADE,
  list            text NOT NULL,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  shared          boolean NOT NULL DEFAULT false,
  filters         jsonb NOT NULL DEFAULT '{}',
  hidden_columns  jsonb NOT NULL DEFAULT '[]',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_list_view_owner_idx ON staff_list_view (list, staff_id);
CREATE INDEX staff_list_view_shared_idx ON staff_list_view (list) WHERE shared;
