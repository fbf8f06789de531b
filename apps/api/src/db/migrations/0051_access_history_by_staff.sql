-- Staff change dealers' users too (invitations, levels, deactivation): the dealer's access-level history names
-- them as well, so a row is changed either by a Portal Admin of the dealer or by a staff member.
ALTER TABLE access_level_change ALTER COLUMN changed_by DROP NOT NULL;
ALTER TABLE access_level_change ADD COLUMN changed_by_staff uuid REFERENCES staff_member (id);
ALTER TABLE access_level_change ADD CONSTRAINT access_level_change_one_author CHECK ((changed_by IS NULL) <> (changed_by_staff IS NULL));
