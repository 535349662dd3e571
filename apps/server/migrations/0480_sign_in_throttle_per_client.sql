-- The sign-in throttle counts failed attempts under keys (docs/adr/0740): per username and
-- client (a known browser, else the source address), which locks only that client, and per
-- username and per source, which only slow further attempts down. Every replica counts in the
-- same rows, each attempt in one statement. `login_throttle` (per username only) is no longer
-- read; it stays until every server runs this version.
CREATE TABLE sign_in_throttle (
  key             text PRIMARY KEY,
  failures        integer NOT NULL DEFAULT 0,
  window_start    timestamptz NOT NULL DEFAULT now(),
  -- While the key is over its free attempts, the next one is taken no sooner than this.
  next_attempt_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_throttle_window_idx ON sign_in_throttle (window_start);

-- Outbound e-mail written by the local mail adapter, to be relayed (docs/adr/0741).
CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  -- What the message is about, e.g. `sign-in-lock`, for whoever reads or relays the outbox.
  topic      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL;
