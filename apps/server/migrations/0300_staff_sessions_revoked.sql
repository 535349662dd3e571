-- When a staff member's sessions were ended (password reset, authenticator cleared): tokens
-- issued before this instant are refused, whatever their expiry.
ALTER TABLE staff_user ADD COLUMN IF NOT EXISTS sessions_revoked_at timestamptz;
