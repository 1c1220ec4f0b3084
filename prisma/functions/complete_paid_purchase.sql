-- The one rule that completes a paid purchase (api/services/purchases/paymentEvents.ts calls it for
-- every succeeded USD PaymentIntent): claims the purchase, records the event and credits the buyer
-- through apply_balance_change, all in one statement. It lives in the database rather than in
-- TypeScript because it must be one statement: an interactive transaction costs a round trip per
-- step and, on PGlite, holds the only connection meanwhile; PL/pgSQL runs on PGlite and
-- PostgreSQL alike, and plans its statements once per session.
--
-- The purchase claimed is the one paired with the intent or, when the event overtook the write of
-- the intent id, the one its metadata names (p_purchase, p_buyer; bigint, so that any number found
-- there past int4 matches nothing rather than failing the call), if it is that buyer's and unpaired
-- (or paired with this intent since the first UPDATE looked). Either way only while it is not
-- completed and costs p_amount cents. Each claim is one conditional UPDATE: of two
-- concurrent completions the second waits for the first's row lock, then matches no row.
--
-- Returns no row when nothing was claimed (the caller records the event and explains why);
-- otherwise 'credited', or 'already_credited' when the ledger refuses the credit (its reference
-- seen before, or a balance past int4): the purchase stays completed, the event recorded, and no
-- tokens move.
-- Raises unique_violation for an event seen before, rolling the claim back with it.
-- Installed by migration 20261129101500_complete_paid_purchase_metadata;
-- tests/api/platform/db.test.ts checks this file is the live text.
CREATE OR REPLACE FUNCTION complete_paid_purchase(p_intent text, p_amount integer, p_purchase bigint, p_buyer bigint, p_event text, p_type text)
 RETURNS TABLE(outcome text, buyer_id integer, purchase_id integer, new_balance integer)
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
    UPDATE user_token_purchases SET status = 'completed', "paymentIntentId" = p_intent
    WHERE id = p_purchase AND "userId" = p_buyer AND ("paymentIntentId" IS NULL OR "paymentIntentId" = p_intent)
      AND status <> 'completed' AND amount = p_amount
    RETURNING id, "userId", "tokenCount" INTO v_purchase, v_buyer, v_tokens;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  INSERT INTO payment_events (id, type) VALUES (p_event, p_type);
  SELECT * INTO v_credit FROM apply_balance_change(v_buyer, v_tokens, 'purchase', p_intent);
  RETURN QUERY SELECT CASE WHEN v_credit.outcome = 'applied' THEN 'credited' ELSE 'already_credited' END, v_buyer, v_purchase, v_credit.new_balance;
END
$function$
