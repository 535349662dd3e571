-- Reveals a staff member made in the last minutes, counted at every reveal (the per-user limit).
CREATE INDEX IF NOT EXISTS audit_log_reveal_actor_idx ON audit_log (actor, occurred_at DESC) WHERE action = 'REVEAL';
