-- The language a staff member chose in the back office: the screens open in it on any device, and the portal's
-- messages to them (invitations, alerts) are written in it. NULL: not chosen yet, the portal's default.
ALTER TABLE staff_member ADD COLUMN language text;
