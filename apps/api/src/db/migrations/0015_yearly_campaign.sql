-- The yearly campaign as marketing runs it: a name and the campaign screen's texts per language
-- ({ "sv": { "signupTitle", "signupText", "thanksTitle", "thanksText" }, ... }). A year without a
-- row, or a language without texts, shows the portal's own texts.
CREATE TABLE yearly_campaign (
  year              integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2999),
  name              text NOT NULL,
  texts             jsonb NOT NULL DEFAULT '{}',
  updated_at        timestamptz NOT NULL DEFAULT now(),
  updated_by_staff  uuid REFERENCES staff_member (id)
);

-- The sign-ups of a year in the order they came.
CREATE INDEX campaign_signup_year_idx ON campaign_signup (year, signed_up_at);
