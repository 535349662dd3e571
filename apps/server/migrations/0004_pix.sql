-- Banking foundation and Pix back office: white labels, payment accounts, Pix movements,
-- infraction reports, refund requests (MED), devices, SMS tokens and their outbox, block reasons.

-- A white label is a banking programme run under a project; its ISPB identifies it to the
-- Central Bank. Single-project staff only see the white labels of their project.
CREATE TABLE white_label (
  uuid          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  fantasy_name  text NOT NULL,
  ispb          char(8) NOT NULL UNIQUE CHECK (ispb ~ '^[0-9]{8}$'),
  project_id    integer REFERENCES project(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX white_label_project_idx ON white_label (project_id);

CREATE TABLE payment_account (
  uuid_account_payment uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label     uuid NOT NULL REFERENCES white_label(uuid),
  full_name            text NOT NULL,
  account_number       text NOT NULL,
  document             text NOT NULL CHECK (document ~ '^[0-9]{11}([0-9]{3})?$'),
  phone                text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uuid_white_label, account_number)
);
CREATE INDEX payment_account_document_idx ON payment_account (document);

CREATE TABLE pix_movement (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  date_register         timestamptz NOT NULL DEFAULT now(),
  movement_type         text NOT NULL CHECK (movement_type IN ('CREDIT', 'DEBIT')),
  status                text NOT NULL DEFAULT 'SETTLED'
                        CHECK (status IN ('SETTLED', 'REJECTED_PAYEE', 'REJECTED_PAYER')),
  document              text NOT NULL,
  document_origin       text NOT NULL,
  name_origin           text NOT NULL,
  document_destination  text NOT NULL,
  name_destination      text NOT NULL,
  partner_id            text NOT NULL,
  transaction_id        text NOT NULL,
  end_to_end_id         text NOT NULL UNIQUE,
  amount                bigint NOT NULL CHECK (amount > 0),
  description           text
);
CREATE INDEX pix_movement_date_idx ON pix_movement (date_register DESC);
CREATE INDEX pix_movement_wl_date_idx ON pix_movement (uuid_white_label, date_register DESC);
CREATE INDEX pix_movement_document_idx ON pix_movement (document);
CREATE INDEX pix_movement_transaction_idx ON pix_movement (transaction_id);

CREATE TABLE infraction_report (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  end_to_end_id         text NOT NULL,
  infraction_type       text NOT NULL CHECK (infraction_type IN ('FRAUD', 'REFUND_REQUEST', 'REFUND_CANCELLED')),
  status                text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED', 'CANCELLED', 'ACKNOWLEDGED')),
  reported_by           text NOT NULL CHECK (reported_by IN ('DEBITED_PARTICIPANT', 'CREDITED_PARTICIPANT')),
  analysis_result       text NOT NULL DEFAULT 'WAITING' CHECK (analysis_result IN ('AGREED', 'DISAGREED', 'WAITING')),
  analysis_details      text,
  transaction_result    text CHECK (transaction_result IN ('SETTLED', 'REJECTED_PAYEE', 'REJECTED_PAYER')),
  report_details        text NOT NULL DEFAULT '',
  debited_participant   char(8) NOT NULL,
  credited_participant  char(8) NOT NULL,
  amount                bigint NOT NULL CHECK (amount > 0),
  create_date           timestamptz NOT NULL DEFAULT now(),
  update_date           timestamptz NOT NULL DEFAULT now(),
  closed_by             text,
  closed_at             timestamptz,
  cancelled_by          text,
  cancelled_at          timestamptz
);
CREATE INDEX infraction_report_wl_date_idx ON infraction_report (uuid_white_label, create_date DESC);
CREATE INDEX infraction_report_date_idx ON infraction_report (create_date DESC);

CREATE TABLE pix_refund (
  uuid                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  infraction_report_uuid uuid REFERENCES infraction_report(uuid),
  end_to_end_id         text NOT NULL,
  refund_reason         text NOT NULL CHECK (refund_reason IN ('OPERATIONAL_FLAW', 'FRAUD', 'REFUND_CANCELLED')),
  status                text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED', 'CANCELLED', 'WAITING_RESOLUTION')),
  amount                bigint NOT NULL CHECK (amount > 0),
  refunded_amount       bigint CHECK (refunded_amount >= 0),
  analysis_result       text CHECK (analysis_result IN ('TOTALLY_ACCEPTED', 'PARTIALLY_ACCEPTED', 'REJECTED')),
  rejection_reason      text CHECK (rejection_reason IN ('NO_BALANCE', 'ACCOUNT_CLOSURE', 'CANNOT_REFUND', 'OTHER')),
  refund_details        text NOT NULL DEFAULT '',
  analysis_details      text,
  date_created          timestamptz NOT NULL DEFAULT now(),
  date_update           timestamptz NOT NULL DEFAULT now(),
  created_by            text,
  closed_by             text,
  closed_at             timestamptz,
  cancelled_by          text,
  cancelled_at          timestamptz
);
CREATE INDEX pix_refund_wl_date_idx ON pix_refund (uuid_white_label, date_created DESC);
CREATE INDEX pix_refund_date_idx ON pix_refund (date_created DESC);

CREATE TABLE pix_device (
  uuid_account_payment_device uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  model                 text NOT NULL,
  platform              text NOT NULL,
  status                text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'AUTHORIZED', 'UNAUTHORIZED')),
  date_register         timestamptz NOT NULL DEFAULT now(),
  date_update           timestamptz NOT NULL DEFAULT now(),
  decided_by            text
);
CREATE INDEX pix_device_account_idx ON pix_device (uuid_account_payment);
CREATE INDEX pix_device_date_idx ON pix_device (date_register DESC);

-- One-time SMS codes: only a hash is kept; a code lives five minutes, is checked once and is
-- then spent by the action it confirms (device authorisation).
CREATE TABLE sms_token (
  id                    bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  code_hash             text NOT NULL,
  requested_by          text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  expires_at            timestamptz NOT NULL,
  failed_attempts       integer NOT NULL DEFAULT 0,
  checked_at            timestamptz,
  checked_by            text,
  consumed_at           timestamptz
);
CREATE INDEX sms_token_account_idx ON sms_token (uuid_account_payment, created_at DESC);

-- Messages handed to the local SMS adapter (there is no SMS gateway in development).
CREATE TABLE sms_outbox (
  id                    bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  uuid_account_payment  uuid NOT NULL REFERENCES payment_account(uuid_account_payment),
  phone                 text NOT NULL,
  body                  text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC);

CREATE TABLE block_reason (
  id                    integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  uuid_white_label      uuid NOT NULL REFERENCES white_label(uuid),
  type_block            text NOT NULL,
  description           text NOT NULL,
  UNIQUE (uuid_white_label, type_block, description)
);
