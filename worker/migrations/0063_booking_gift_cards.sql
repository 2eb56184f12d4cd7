-- Gift cards paying a booking's prepayment or deposit.
--
-- A card's SPEND (and the REFUND that gives it back) names the booking it paid by its
-- reference: the hold's while the client pays the rest by card, then the appointment's (the
-- same reference). One refund per card and booking, whoever cancels it and however often.
ALTER TABLE gift_card_ledger ADD COLUMN booking_reference TEXT;
CREATE INDEX gift_card_ledger_booking ON gift_card_ledger(site_id, booking_reference)
  WHERE booking_reference IS NOT NULL;
CREATE UNIQUE INDEX gift_card_ledger_one_booking_refund
  ON gift_card_ledger(site_id, gift_card_id, booking_reference)
  WHERE kind = 'REFUND' AND booking_reference IS NOT NULL;

-- What gift cards paid of a held booking; amount_cents stays what the card payment asks.
ALTER TABLE booking_holds ADD COLUMN gift_card_cents INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0);
