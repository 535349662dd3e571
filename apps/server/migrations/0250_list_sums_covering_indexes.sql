-- Lists whose first page comes with the count and sum of the whole filter (payments tabs,
-- financial receivables): the indexes of their date ranges carry the summed amounts and the
-- common filter columns, so the count and sum are read from the index alone (index-only scan)
-- instead of visiting every matching row of the table (ADR 0250).

-- Payments: each tab's index (type, status, validation, date) and the consolidated tab's date
-- indexes carry the amount; the date indexes also the tab columns the consolidated tab filters on.
DROP INDEX IF EXISTS payment_tab_payment_day_idx;
CREATE INDEX payment_tab_payment_day_idx ON payment (payment_type, status, validation, dt_payment, id)
  INCLUDE (amount);
DROP INDEX IF EXISTS payment_tab_created_idx;
CREATE INDEX payment_tab_created_idx ON payment (payment_type, status, validation, dt_created, id)
  INCLUDE (amount);
DROP INDEX IF EXISTS payment_day_idx;
CREATE INDEX payment_day_idx ON payment (dt_payment, id)
  INCLUDE (amount, payment_type, status, validation, project_id);
DROP INDEX IF EXISTS payment_created_day_idx;
CREATE INDEX payment_created_day_idx ON payment (dt_created, id)
  INCLUDE (amount, payment_type, status, validation, project_id);

-- Receivables: the due-date, project/due-date, merchant/due-date and emission-date indexes carry
-- the five summed amounts and the paid/blocked flags.
DROP INDEX IF EXISTS receivable_due_idx;
CREATE INDEX receivable_due_idx ON receivable (dt_due, id)
  INCLUDE (project_id, paid, blocked, gross_amount, mdr_amount, net_amount, adjustment_amount, paid_amount);
DROP INDEX IF EXISTS receivable_project_due_idx;
CREATE INDEX receivable_project_due_idx ON receivable (project_id, dt_due, id)
  INCLUDE (paid, blocked, gross_amount, mdr_amount, net_amount, adjustment_amount, paid_amount);
-- A merchant's receivables by due date, with the emission date and transaction too: a merchant's
-- sums and its first page (by transaction) over any date range read this index alone.
DROP INDEX IF EXISTS receivable_merchant_due_idx;
CREATE INDEX receivable_merchant_due_idx ON receivable (merchant_id, dt_due, id)
  INCLUDE (transaction_id, dt_emission, paid, blocked, gross_amount, mdr_amount, net_amount, adjustment_amount,
    paid_amount);
DROP INDEX IF EXISTS receivable_emission_idx;
CREATE INDEX receivable_emission_idx ON receivable (dt_emission, transaction_id)
  INCLUDE (project_id, paid, blocked, gross_amount, mdr_amount, net_amount, adjustment_amount, paid_amount);

-- Redundant: the unique (transaction_id, installment_number) key serves lookups by transaction,
-- and the due-date index above serves due-date ranges; every insert paid for both.
DROP INDEX IF EXISTS receivable_transaction_idx;
DROP INDEX IF EXISTS receivable_due_tx_idx;
