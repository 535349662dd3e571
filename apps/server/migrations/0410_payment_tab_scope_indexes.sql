-- Payments tabs at volume (ADR 0510).
--
-- The tab indexes (type, status, validation, date, id) also carry the project and the merchant:
-- the count and sum of a tab seen by an operator of one project (or filtered by project or
-- merchant) are read from the tab's own index alone. Without them the planner read the whole
-- date range of every type from the date index and checked each row against the table
-- (72 ms for a project's paid TED payments of 30 days at 1 M payments; now an index-only scan
-- of the tab's rows).
DROP INDEX IF EXISTS payment_tab_payment_day_idx;
CREATE INDEX payment_tab_payment_day_idx ON payment (payment_type, status, validation, dt_payment, id)
  INCLUDE (amount, project_id, merchant_id);
DROP INDEX IF EXISTS payment_tab_created_idx;
CREATE INDEX payment_tab_created_idx ON payment (payment_type, status, validation, dt_created, id)
  INCLUDE (amount, project_id, merchant_id);

-- The tabs list the newest payments, which are the ones whose status keeps changing (sent,
-- answered, paid): each change leaves their table pages not known to be all-visible, and an
-- index-only scan must then visit the table for every such row (12 160 of 27 158 rows for a
-- month of paid SLC payments after one settlement run). Vacuuming the table after 1 % of its
-- rows changed or were added, instead of PostgreSQL's 20 %, keeps the visibility map of the
-- recent pages current.
ALTER TABLE payment SET (
  autovacuum_vacuum_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_analyze_scale_factor = 0.02
);
