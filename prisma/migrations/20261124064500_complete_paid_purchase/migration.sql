-- The usual completion of a paid purchase as one statement (api/services/purchases/paymentEvents.ts
-- calls it for a succeeded USD PaymentIntent): claims the purchase pending at that amount, records
-- the event, credits the buyer and writes the ledger row, all or nothing. Raises unique_violation
-- for an event or ledger reference seen before and numeric_value_out_of_range past the int4
-- balance; returns no row when no purchase matched. The caller then takes its general path.
-- PL/pgSQL so each database session plans the statement once (planning it costs more than running it).
CREATE FUNCTION complete_paid_purchase(p_intent TEXT, p_amount INTEGER, p_event TEXT, p_type TEXT)
RETURNS TABLE (buyer_id INTEGER, purchase_id INTEGER, new_balance INTEGER)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH claimed AS (
    UPDATE user_token_purchases SET status = 'completed'
    WHERE "paymentIntentId" = p_intent AND status <> 'completed' AND amount = p_amount
    RETURNING user_token_purchases.id, user_token_purchases."userId", user_token_purchases."tokenCount"
  ), recorded AS (
    INSERT INTO payment_events (id, type) SELECT p_event, p_type FROM claimed RETURNING payment_events.id
  ), credited AS (
    UPDATE users SET tokens = users.tokens + claimed."tokenCount" FROM claimed, recorded
    WHERE users.id = claimed."userId"
    RETURNING users.id AS buyer, users.tokens AS balance, claimed."tokenCount" AS delta, claimed.id AS purchase
  ), ledger AS (
    INSERT INTO token_ledger ("userId", delta, "balanceAfter", reason, reference)
    SELECT credited.buyer, credited.delta, credited.balance, 'purchase', p_intent FROM credited
    RETURNING token_ledger.id
  )
  SELECT credited.buyer, credited.purchase, credited.balance FROM credited, ledger;
END
$$;
