-- A money change approved by a second person pays exactly what that person saw: the pending
-- change keeps the set it was asked for (ids and amounts in cents, and their total). When the set
-- has changed by the time of the approval, the change is closed as STALE and nothing is applied.
ALTER TABLE approval_request ADD COLUMN IF NOT EXISTS frozen jsonb;
ALTER TABLE approval_request DROP CONSTRAINT IF EXISTS approval_request_status_check;
ALTER TABLE approval_request ADD CONSTRAINT approval_request_status_check
  CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'STALE'));
-- Settlements asked for before this change froze no set: they are closed as stale, to be asked again.
UPDATE approval_request
   SET status = 'STALE', decided_at = now(), result_status = 409,
       rejection_reason = 'Solicitação anterior ao congelamento do conjunto: solicite novamente.'
 WHERE action = 'payment.settle' AND status = 'PENDING' AND frozen IS NULL;
