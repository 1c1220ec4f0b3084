-- The one place a Meme Fuel balance changes (api/services/ledger/ledger.ts calls it for every
-- charge, refund and credit; complete_paid_purchase for the webhook's one-statement credit):
-- a (reason, reference) seen before changes nothing ('duplicate'); otherwise a conditional UPDATE
-- keeps the balance within 0..2147483647 (users.tokens is int4; the sum is checked as bigint, in
-- int4 it would overflow) and the ledger row explains the new balance ('applied'); a change that
-- would leave that range changes nothing ('insufficient' below zero, 'over_limit' above).
-- A concurrent duplicate that passes the first check loses at the unique (reason, reference)
-- index: unique_violation, which rolls back the caller's statement or transaction.
CREATE FUNCTION apply_balance_change(p_user INTEGER, p_delta INTEGER, p_reason TEXT, p_reference TEXT)
RETURNS TABLE (outcome TEXT, new_balance INTEGER, ledger_id INTEGER)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance INTEGER;
  v_ledger INTEGER;
BEGIN
  IF p_reference IS NOT NULL AND EXISTS (SELECT 1 FROM token_ledger WHERE reason = p_reason AND reference = p_reference) THEN
    SELECT tokens INTO v_balance FROM users WHERE id = p_user;
    RETURN QUERY SELECT 'duplicate'::text, COALESCE(v_balance, 0), NULL::integer;
    RETURN;
  END IF;
  UPDATE users SET tokens = tokens + p_delta
  WHERE id = p_user AND tokens::bigint + p_delta::bigint BETWEEN 0 AND 2147483647
  RETURNING tokens INTO v_balance;
  IF NOT FOUND THEN
    SELECT tokens INTO v_balance FROM users WHERE id = p_user;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'no_user'::text, NULL::integer, NULL::integer;
    ELSE
      RETURN QUERY SELECT CASE WHEN v_balance::bigint + p_delta < 0 THEN 'insufficient' ELSE 'over_limit' END, v_balance, NULL::integer;
    END IF;
    RETURN;
  END IF;
  INSERT INTO token_ledger ("userId", delta, "balanceAfter", reason, reference)
  VALUES (p_user, p_delta, v_balance, p_reason, p_reference)
  RETURNING id INTO v_ledger;
  RETURN QUERY SELECT 'applied'::text, v_balance, v_ledger;
END
$$;

-- The webhook's usual completion of a paid purchase, now crediting through apply_balance_change:
-- claims the purchase pending at that amount, records the event and applies the credit, all or
-- nothing. A credit that does not apply raises, so the claim and the event roll back with it:
-- unique_violation for a ledger reference seen before, numeric_value_out_of_range for any other
-- refusal (a balance past int4); the messages name what the caller's error checks look for. No
-- row when no purchase matched. The caller then takes its
-- general path, which explains every outcome.
CREATE OR REPLACE FUNCTION complete_paid_purchase(p_intent TEXT, p_amount INTEGER, p_event TEXT, p_type TEXT)
RETURNS TABLE (buyer_id INTEGER, purchase_id INTEGER, new_balance INTEGER)
LANGUAGE plpgsql AS $$
DECLARE
  v_purchase INTEGER;
  v_buyer INTEGER;
  v_tokens INTEGER;
  v_credit RECORD;
BEGIN
  UPDATE user_token_purchases SET status = 'completed'
  WHERE "paymentIntentId" = p_intent AND status <> 'completed' AND amount = p_amount
  RETURNING id, "userId", "tokenCount" INTO v_purchase, v_buyer, v_tokens;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO payment_events (id, type) VALUES (p_event, p_type);
  SELECT * INTO v_credit FROM apply_balance_change(v_buyer, v_tokens, 'purchase', p_intent);
  IF v_credit.outcome = 'duplicate' THEN
    RAISE EXCEPTION 'purchase % credited before: unique constraint token_ledger_reason_reference_key', p_intent USING ERRCODE = 'unique_violation';
  ELSIF v_credit.outcome <> 'applied' THEN
    RAISE EXCEPTION 'purchase % not credited (%): balance out of range', p_intent, v_credit.outcome USING ERRCODE = 'numeric_value_out_of_range';
  END IF;
  RETURN QUERY SELECT v_buyer, v_purchase, v_credit.new_balance;
END
$$;
