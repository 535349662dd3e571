-- An idempotency key's answer is written in the transaction of the request's effect (ADR 0700):
-- a row with a status is a request that committed, and is never freed. Some answers are not
-- kept at all: one carrying a secret (a new authenticator, a new API-client secret) and a
-- streamed one; the row then says why, and a repeat is told the action was done instead of
-- getting the answer again.
ALTER TABLE idempotency_key ADD COLUMN IF NOT EXISTS answer_withheld text;
ALTER TABLE idempotency_key DROP CONSTRAINT IF EXISTS idempotency_key_answer_withheld_check;
ALTER TABLE idempotency_key ADD CONSTRAINT idempotency_key_answer_withheld_check
  CHECK (answer_withheld IN ('secret', 'stream') AND body IS NULL OR answer_withheld IS NULL);

-- Answers with a secret kept by earlier versions are dropped now rather than in 24 hours.
UPDATE idempotency_key
   SET body = NULL, answer_withheld = 'secret'
 WHERE status_code IS NOT NULL
   AND route IN ('/api/v1/otp/enrollment', '/api/v1/credential/:idp',
                 '/api/v1/credential/:id/:idp/client-secret/reset');
