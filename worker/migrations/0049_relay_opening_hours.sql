-- A relay point's opening hours, shown to the buyer who chooses it (as a carrier's API gives
-- them): a JSON array of {weekday 1 (Monday) to 7, opens "HH:MM", closes "HH:MM"}, the shape
-- of a company address's slots. Points stored before this have none until an admin sets them.
ALTER TABLE relay_points ADD COLUMN opening_hours TEXT NOT NULL DEFAULT '[]';
