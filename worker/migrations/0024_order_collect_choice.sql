-- Click and collect (issue 20): the order keeps the pick-up place and slot as the buyer chose
-- them. collect_address_id, collect_schedule_id and collect_date exist since 0017; the place's
-- name and address are copied (a renamed or removed place must not change a placed order),
-- and so are the slot's opening and closing times (the weekly slot may be edited later).

ALTER TABLE orders ADD COLUMN collect_place_name TEXT;     -- « Domaine et caveau »
ALTER TABLE orders ADD COLUMN collect_place_address TEXT;  -- « 12 route de Montsoreau, 49400 Saumur »
ALTER TABLE orders ADD COLUMN collect_opens TEXT;          -- HH:MM, Paris wall clock
ALTER TABLE orders ADD COLUMN collect_closes TEXT;         -- HH:MM

-- A status change has two texts (issue 20): `note` is the merchant's internal note (never
-- sent), customer_message the sentence the buyer receives in the e-mail and reads in their
-- order history. Rows written before keep their text as an internal note.
ALTER TABLE order_status_history ADD COLUMN customer_message TEXT;
