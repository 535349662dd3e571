-- The one-time-code replay guard and lockout moved to otp_state (0040): one row per user holding
-- the last accepted time step and the failures of the current window, checked in one statement.
-- The per-use and per-failure tables it replaced are no longer read or written.
DROP TABLE IF EXISTS otp_used;
DROP TABLE IF EXISTS otp_failure;
