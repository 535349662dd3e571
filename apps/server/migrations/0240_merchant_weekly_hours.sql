-- The merchant's opening and closing time per weekday (ISO weekday: 1 Monday … 7 Sunday).
-- A weekday without a row is a closed day. The opening_hour profiles stay as they are.
CREATE TABLE merchant_weekly_hour (
  merchant_id integer NOT NULL REFERENCES merchant(id) ON DELETE CASCADE,
  weekday     smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens_at    time NOT NULL,
  closes_at   time NOT NULL,
  PRIMARY KEY (merchant_id, weekday),
  CHECK (closes_at > opens_at)
);
