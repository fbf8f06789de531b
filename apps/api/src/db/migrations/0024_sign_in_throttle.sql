-- Failed sign-ins, shared by every instance: per account (whatever the address), per address
-- (whatever the account) and in all. The account is the name as typed, known or not, so an
-- unknown name is throttled exactly as a known one.
CREATE TABLE sign_in_failure (
  id           bigserial PRIMARY KEY,
  account_key  text NOT NULL,
  address      text NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failure_account_idx ON sign_in_failure (account_key, failed_at DESC);
CREATE INDEX sign_in_failure_address_idx ON sign_in_failure (address, failed_at DESC);
CREATE INDEX sign_in_failure_time_idx ON sign_in_failure (failed_at);

-- An account locked after too many failures, until the time given.
CREATE TABLE sign_in_lock (
  account_key   text PRIMARY KEY,
  locked_until  timestamptz NOT NULL
);
