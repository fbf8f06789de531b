-- Where each instance's files live, recorded at every start on a database server: an instance whose
-- folder is not the one the others use would store files only it can serve, so it refuses to start.
-- `id`: the folder's marker (dir) or the bucket's address (s3); `host`: the last host that started on it.
CREATE TABLE file_store (
  id         text PRIMARY KEY,
  kind       text NOT NULL,
  location   text NOT NULL,
  host       text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
