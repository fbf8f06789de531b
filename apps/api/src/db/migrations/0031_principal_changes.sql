-- Every instance keeps the dealer users it serves in memory and must drop one the moment its
-- access (or anything else the API reads about the caller) changes, whichever instance or tool
-- made the change: the database announces each changed contact and customer when it commits.
CREATE FUNCTION contact_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_principal', 'contact:' || OLD.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER contact_principal_changed AFTER UPDATE OR DELETE ON contact
  FOR EACH ROW EXECUTE FUNCTION contact_announce_change();

CREATE FUNCTION customer_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_principal', 'customer:' || OLD.customer_number);
  RETURN NULL;
END;
$$;
CREATE TRIGGER customer_principal_changed AFTER UPDATE OR DELETE ON customer
  FOR EACH ROW EXECUTE FUNCTION customer_announce_change();

-- A change of a whole table at once (TRUNCATE) drops everything kept.
CREATE FUNCTION principals_announce_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_principal', 'all:');
  RETURN NULL;
END;
$$;
CREATE TRIGGER contact_principal_truncated AFTER TRUNCATE ON contact
  FOR EACH STATEMENT EXECUTE FUNCTION principals_announce_truncate();
CREATE TRIGGER customer_principal_truncated AFTER TRUNCATE ON customer
  FOR EACH STATEMENT EXECUTE FUNCTION principals_announce_truncate();
