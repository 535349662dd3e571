-- Security hardening: stable role keys, one-time-code state per user, a shared sign-in
-- throttle.

-- A role's identity is its key, fixed at creation; the name is only what staff read. Staff
-- hold role keys in staff_user.realm_roles, so renaming a role never changes anyone's roles.
ALTER TABLE role ADD COLUMN role_key text;
UPDATE role r
   SET role_key = CASE
     WHEN r.project_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM role o WHERE o.role_name = r.role_name AND o.id <> r.id AND o.project_id IS NULL)
     THEN r.role_name || '_p' || r.project_id
     WHEN EXISTS (SELECT 1 FROM role o WHERE o.role_name = r.role_name AND o.id < r.id)
     THEN r.role_name || '_' || r.id
     ELSE r.role_name
   END;
CREATE FUNCTION role_key_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A role inserted without a key gets its name, or its name and id when a role has that key.
  IF NEW.role_key IS NULL THEN
    NEW.role_key := NEW.role_name;
    IF EXISTS (SELECT 1 FROM role WHERE role_key = NEW.role_key) THEN
      NEW.role_key := NEW.role_name || '_' || NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER role_key_default BEFORE INSERT ON role FOR EACH ROW EXECUTE FUNCTION role_key_default();
ALTER TABLE role ALTER COLUMN role_key SET NOT NULL;
CREATE UNIQUE INDEX role_key_uq ON role (role_key);

-- One row per staff member: the last time step spent (a later code must belong to a later
-- step) and the attempts counted in the current throttle window, updated atomically.
CREATE TABLE otp_state (
  username       text PRIMARY KEY,
  last_step      bigint,
  attempts       integer NOT NULL DEFAULT 0,
  attempts_since timestamptz NOT NULL DEFAULT now()
);
INSERT INTO otp_state (username, last_step)
SELECT username, max(time_step) FROM otp_used GROUP BY username;

-- Failed sign-ins per username, whatever the client address, shared by every replica.
CREATE TABLE login_throttle (
  username     text PRIMARY KEY,
  failures     integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now()
);
