-- The one place a Meme Fuel balance changes (api/services/ledger/ledger.ts calls it for every
-- charge, refund and credit; complete_paid_purchase for a purchase's credit):
-- a (reason, reference) seen before changes nothing ('duplicate'); otherwise a conditional UPDATE
-- keeps the balance within 0..2147483647 (users.tokens is int4; the sum is checked as bigint, in
-- int4 it would overflow) and the ledger row explains the new balance ('applied'); a change that
-- would leave that range changes nothing ('insufficient' below zero, 'over_limit' above).
-- A concurrent duplicate that passes the first check loses at the unique (reason, reference)
-- index: unique_violation, which rolls back the caller's statement or transaction.
-- Installed by migration 20261124114000_apply_balance_change; tests/api/platform/db.test.ts
-- checks this file is the live text.
CREATE OR REPLACE FUNCTION apply_balance_change(p_user integer, p_delta integer, p_reason text, p_reference text)
 RETURNS TABLE(outcome text, new_balance integer, ledger_id integer)
 LANGUAGE plpgsql
AS $function$
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
$function$
