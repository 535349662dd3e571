-- The declared range of money that enters the platform (ADR 0720): every column that stores an
-- amount a person typed holds at most R$ 999.999.999,99 (99 999 999 999 cents) either way, the
-- same bound as the contract's money fields, so a request the contract would refuse cannot be
-- written by any other path either. The checks are added NOT VALID: they hold for every row
-- written from now on without scanning large tables at start; `VALIDATE CONSTRAINT` checks the
-- rows written before once they are known to be in range.
ALTER TABLE receivable_adjustment
  ADD CONSTRAINT receivable_adjustment_amount_range
  CHECK (amount BETWEEN -99999999999 AND 99999999999) NOT VALID;
ALTER TABLE receivable
  ADD CONSTRAINT receivable_adjustment_amount_range
  CHECK (adjustment_amount BETWEEN -99999999999 AND 99999999999) NOT VALID;
ALTER TABLE project_parameter
  ADD CONSTRAINT project_parameter_money_range
  CHECK (min_installment_amount <= 99999999999
         AND (daily_limit_amount IS NULL OR daily_limit_amount <= 99999999999)) NOT VALID;
ALTER TABLE approval_rule
  ADD CONSTRAINT approval_rule_min_amount_range
  CHECK (min_amount_cents IS NULL OR min_amount_cents BETWEEN 0 AND 99999999999) NOT VALID;
ALTER TABLE pix_refund
  ADD CONSTRAINT pix_refund_money_range
  CHECK (amount <= 99999999999 AND (refunded_amount IS NULL OR refunded_amount <= 99999999999)) NOT VALID;
ALTER TABLE bank_billet
  ADD CONSTRAINT billet_charges_range
  CHECK (fee_value <= 99999999999 AND penalty_value <= 99999999999 AND discount_value <= 99999999999) NOT VALID;
ALTER TABLE basket_operation
  ADD CONSTRAINT basket_operation_amount_range
  CHECK (amount <= 99999999999) NOT VALID;
ALTER TABLE merchant_split
  ADD CONSTRAINT merchant_split_amount_range
  CHECK (amount IS NULL OR amount BETWEEN 1 AND 99999999999) NOT VALID;
