-- The portal use figures count a dealer's active users per month for any of the last five years, but the sign-in
-- rows they were counted from go after RETENTION_SIGN_IN_DAYS. Each sign-in of a dealer's user now also keeps one
-- row per month (in the dealer's market's time zone) and user, in the statement that records the sign-in; the
-- retention round removes a month once the year filters no longer offer its year, erasure removes a person's
-- (ADR 0099). A staff member's sign-in names no contact and keeps nothing here.
CREATE TABLE portal_use_month (
  month            date NOT NULL,
  customer_number  text NOT NULL,
  contact_id       uuid NOT NULL,
  PRIMARY KEY (month, contact_id)
);
CREATE INDEX portal_use_month_contact ON portal_use_month (contact_id);

-- Keeps the months of sign-ins (account ids and times); the sign-ins of accounts that are no contact keep nothing.
CREATE FUNCTION portal_use_months_add(account_ids text[], signed_in_ats timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO portal_use_month (month, customer_number, contact_id)
  SELECT DISTINCT date_trunc('month', s.signed_in_at AT TIME ZONE market_time_zone(cu.market))::date, c.customer_number, c.id
    FROM unnest(account_ids, signed_in_ats) AS s(account_id, signed_in_at)
    JOIN contact c ON c.id::text = s.account_id
    JOIN customer cu ON cu.customer_number = c.customer_number
  ON CONFLICT (month, contact_id) DO NOTHING
$$;

CREATE FUNCTION portal_use_months_follow_sign_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_use_months_add(array_agg(account_id), array_agg(signed_in_at)) FROM new_sign_ins;
  RETURN NULL;
END $$;
CREATE TRIGGER sign_in_event_portal_use_months AFTER INSERT ON sign_in_event
  REFERENCING NEW TABLE AS new_sign_ins FOR EACH STATEMENT EXECUTE FUNCTION portal_use_months_follow_sign_ins();

-- The sign-ins kept so far.
SELECT portal_use_months_add(array_agg(account_id), array_agg(signed_in_at)) FROM sign_in_event;
