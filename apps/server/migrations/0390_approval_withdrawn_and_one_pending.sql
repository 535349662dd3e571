-- A pending change can be withdrawn by its requester, and a record carries at most one pending
-- change per action: a second identical request is refused while the first waits.
ALTER TABLE approval_request DROP CONSTRAINT IF EXISTS approval_request_status_check;
ALTER TABLE approval_request ADD CONSTRAINT approval_request_status_check
  CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE', 'WITHDRAWN'));

-- What makes two requests the same change besides action and record: empty for changes of one
-- record; the request's body for changes of a set (a settlement, a bulk rate update).
ALTER TABLE approval_request ADD COLUMN IF NOT EXISTS change_key text NOT NULL DEFAULT '';

-- Repeats filed before this rule: the earliest request stays pending, later identical ones are
-- closed as withdrawn (nothing of theirs was applied).
UPDATE approval_request r
   SET status = 'WITHDRAWN', decided_at = now(), decided_by = r.requested_by,
       decided_by_name = r.requested_by_name,
       rejection_reason = 'Repetição de uma alteração já pendente: retirada.'
 WHERE r.status = 'PENDING'
   AND EXISTS (
     SELECT 1 FROM approval_request f
      WHERE f.status = 'PENDING' AND f.action = r.action AND f.table_context = r.table_context
        AND f.record_id = r.record_id AND f.change_key = r.change_key
        AND (f.requested_at, f.id) < (r.requested_at, r.id));

CREATE UNIQUE INDEX IF NOT EXISTS approval_request_one_pending_idx
  ON approval_request (action, table_context, record_id, change_key) WHERE status = 'PENDING';
CREATE INDEX IF NOT EXISTS approval_request_pending_record_idx
  ON approval_request (table_context, record_id) WHERE status = 'PENDING';
