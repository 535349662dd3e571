-- Risk and banking operations: the two blacklists, the transaction analysis queue, declined and
-- scheduled transactions of payment accounts, and fee baskets with their operations and taxes.

-- Older blacklist: a name and a document (CPF or CNPJ digits), platform-wide.
CREATE TABLE blacklist_entry (
  id             bigserial PRIMARY KEY,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  document       text NOT NULL UNIQUE CHECK (document ~ '^[0-9]{11}([0-9]{3})?$'),
  date_register  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blacklist_entry_date_idx ON blacklist_entry (date_register DESC);

-- Newer blacklist (manager): a temporary entry carries an expiry and leaves the list when it
-- passes (reads filter on it; a daily job deletes what has expired).
CREATE TABLE blacklist_management (
  uuid             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name        text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
  document_number  text NOT NULL CHECK (document_number ~ '^[0-9]{11}([0-9]{3})?$'),
  temporary        boolean NOT NULL DEFAULT false,
  expires_at       timestamptz,
  date_register    timestamptz NOT NULL DEFAULT now(),
  date_update      timestamptz NOT NULL DEFAULT now(),
  CHECK ((temporary AND expires_at IS NOT NULL) OR (NOT temporary AND expires_at IS NULL))
);
CREATE UNIQUE INDEX blacklist_management_document_idx ON blacklist_management (document_number);
CREATE INDEX blacklist_management_date_idx ON blacklist_management (date_register DESC);

-- Transactions held for a risk decision. Who took it and who decided, and when, are kept.
CREATE TABLE transaction_analysis (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  transaction_type      text NOT NULL CHECK (transaction_type IN ('PIX', 'TED', 'TED_ON_US', 'BILLET', 'RECHARGE')),
  amount                bigint NOT NULL CHECK (amount > 0),
  counterpart_name      text NOT NULL,
  counterpart_document  text NOT NULL,
  risk_score            integer NOT NULL CHECK (risk_score BETWEEN 0 AND 100),
  rule                  text NOT NULL,
  status                text NOT NULL DEFAULT 'PENDING'
                        CHECK (status IN ('PENDING', 'IN_ANALYSIS', 'APPROVED', 'DECLINED')),
  assigned_to           text,
  assigned_at           timestamptz,
  decided_by            text,
  decided_at            timestamptz,
  decision_reason       text,
  date_register         timestamptz NOT NULL DEFAULT now(),
  date_update           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transaction_analysis_queue_idx ON transaction_analysis (status, date_register);
CREATE INDEX transaction_analysis_wl_idx ON transaction_analysis (uuid_white_label, date_register DESC);

-- Transactions the platform refused, with the reason.
CREATE TABLE declined_transaction (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  transaction_type      text NOT NULL CHECK (transaction_type IN ('PIX', 'TED', 'TED_ON_US', 'BILLET', 'RECHARGE')),
  amount                bigint NOT NULL CHECK (amount > 0),
  reason                text NOT NULL,
  description           text,
  date_register         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX declined_transaction_account_idx
  ON declined_transaction (uuid_white_label, uuid_account_payment, date_register DESC);
CREATE INDEX declined_transaction_date_idx ON declined_transaction (date_register DESC);

-- Transactions scheduled for a later execution date.
CREATE TABLE scheduled_transaction (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  transaction_type      text NOT NULL CHECK (transaction_type IN ('PIX', 'TED', 'TED_ON_US', 'BILLET', 'RECHARGE')),
  amount                bigint NOT NULL CHECK (amount > 0),
  status                text NOT NULL DEFAULT 'SCHEDULED'
                        CHECK (status IN ('SCHEDULED', 'EXECUTED', 'CANCELLED', 'FAILED')),
  execution_date        date NOT NULL,
  recipient_name        text NOT NULL,
  date_register         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_transaction_wl_idx ON scheduled_transaction (uuid_white_label, execution_date DESC);
CREATE INDEX scheduled_transaction_date_idx ON scheduled_transaction (execution_date DESC);

-- Fee baskets of a white label: operations (a fee per operation, with free uses) and taxes
-- (recurring fees with a frequency). Accounts hold one basket at a time; history is kept.
CREATE TABLE basket (
  uuid              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label  uuid NOT NULL REFERENCES white_label(uuid),
  name              text NOT NULL,
  description       text NOT NULL DEFAULT '',
  active            boolean NOT NULL DEFAULT true,
  date_register     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uuid_white_label, name)
);

CREATE TABLE basket_operation (
  uuid            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_basket     uuid NOT NULL REFERENCES basket(uuid),
  operation       text NOT NULL,
  description     text NOT NULL,
  amount          bigint NOT NULL CHECK (amount >= 0),
  free_quantity   integer NOT NULL DEFAULT 0 CHECK (free_quantity >= 0),
  frequency       text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY')),
  date_update     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uuid_basket, operation)
);

CREATE TABLE basket_tax (
  uuid         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_basket  uuid NOT NULL REFERENCES basket(uuid),
  name         text NOT NULL,
  amount       bigint NOT NULL CHECK (amount >= 0),
  frequency    text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'))
);

CREATE TABLE basket_account (
  id                    bigserial PRIMARY KEY,
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  uuid_basket           uuid NOT NULL REFERENCES basket(uuid),
  date_start            timestamptz NOT NULL DEFAULT now(),
  date_end              timestamptz,
  changed_by            text NOT NULL
);
CREATE UNIQUE INDEX basket_account_current_idx ON basket_account (uuid_account_payment) WHERE date_end IS NULL;
CREATE INDEX basket_account_history_idx ON basket_account (uuid_account_payment, date_start DESC);
