-- A check-up run whose job failed for good (its last attempt failed) records when, so the
-- screen that follows it can tell a failed run from one still running.
ALTER TABLE checkup_run ADD COLUMN IF NOT EXISTS failed_at timestamptz;
