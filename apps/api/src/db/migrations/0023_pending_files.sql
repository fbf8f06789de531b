-- A file is recorded here before it is stored and until the change that refers to it commits.
-- A row left behind (the process died, the change rolled back) names a file no row refers to:
-- the sweeper removes the file and the row after a grace period.
CREATE TABLE pending_file (
  storage_key  text PRIMARY KEY,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_file_created_idx ON pending_file (created_at);
