-- The webhook's usual completion of a paid purchase (api/services/purchases/paymentEvents.ts calls
-- it for a succeeded USD PaymentIntent), crediting through apply_balance_change: claims the
-- purchase pending at that amount, records the event and applies the credit, all or nothing. A
-- credit that does not apply raises, so the claim and the event roll back with it:
-- unique_violation for a ledger reference seen before, numeric_value_out_of_range for any other
-- refusal (a balance past int4); the messages name what the caller's error checks look for. No
-- row when no purchase matched. The caller then takes its general path, which explains every
-- outcome. PL/pgSQL so each database session plans the statement once (planning it costs more
-- than running it).
-- Installed by migration 20261124114000_apply_balance_change; tests/api/databaseFunctions.test.ts
-- checks this file is the live text.
CREATE OR REPLACE FUNCTION complete_paid_purchase(p_intent text, p_amount integer, p_event text, p_type text)
 RETURNS TABLE(buyer_id integer, purchase_id integer, new_balance integer)
 LANGUAGE plpgsql
AS $function$
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
$function$
