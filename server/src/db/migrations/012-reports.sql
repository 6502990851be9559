-- Daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports"): one row per factory and China day,
-- or per factory and week (its Monday). status: 0 draft, 1 submitted, 2 approved, 3 rejected (contract/report/index.ts).
-- version grows with every change, so a save or decision made on a stale copy is refused.

CREATE TABLE om_daily_report (
  id           serial PRIMARY KEY,
  factory_id   integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  report_date  date NOT NULL,
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  version      integer NOT NULL DEFAULT 1,
  -- {figureKey: number | null}: the values as saved
  figures      jsonb NOT NULL DEFAULT '{}',
  -- {figureKey: number | null}: what the plant's data said when the report was first saved
  prefill      jsonb NOT NULL DEFAULT '{}',
  remark       varchar(100) NOT NULL DEFAULT '',
  filled_by    integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  submitted_at timestamptz,
  approved_by  integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  approved_at  timestamptz,
  opinion      varchar(200) NOT NULL DEFAULT '',
  update_time  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT om_daily_report_day UNIQUE (factory_id, report_date)
);
CREATE INDEX om_daily_report_status ON om_daily_report (status, factory_id);

CREATE TABLE om_weekly_report (
  id           serial PRIMARY KEY,
  factory_id   integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  -- the Monday
  week_start   date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  version      integer NOT NULL DEFAULT 1,
  -- the week's figures rolled up from its daily reports, frozen at submission
  figures      jsonb NOT NULL DEFAULT '{}',
  days         smallint NOT NULL DEFAULT 0,
  work_done    varchar(500) NOT NULL DEFAULT '',
  problems     varchar(500) NOT NULL DEFAULT '',
  next_plan    varchar(500) NOT NULL DEFAULT '',
  filled_by    integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  submitted_at timestamptz,
  approved_by  integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  approved_at  timestamptz,
  opinion      varchar(200) NOT NULL DEFAULT '',
  update_time  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT om_weekly_report_week UNIQUE (factory_id, week_start)
);
CREATE INDEX om_weekly_report_status ON om_weekly_report (status, factory_id);

-- Who submitted, approved or rejected which report, and when: the approval history.
CREATE TABLE om_report_history (
  id         serial PRIMARY KEY,
  kind       varchar(6) NOT NULL CHECK (kind IN ('daily', 'weekly')),
  report_id  integer NOT NULL,
  action     varchar(8) NOT NULL CHECK (action IN ('submit', 'approve', 'reject')),
  user_id    integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  opinion    varchar(200) NOT NULL DEFAULT '',
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX om_report_history_report ON om_report_history (kind, report_id, at);

-- Each rung of the urge ladder once per report step: the scheduler inserts here first and writes the messages only
-- when the insert took (ON CONFLICT DO NOTHING), so two instances never urge twice.
-- urge_type: contract/message/index.ts URGE_TYPE; period: the day, or the week's Monday.
CREATE TABLE om_report_urge (
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  urge_type  smallint NOT NULL CHECK (urge_type IN (1, 2, 3, 4)),
  period     date NOT NULL,
  rung       varchar(10) NOT NULL CHECK (rung IN ('reminder', 'urge', 'escalation')),
  sent_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (factory_id, urge_type, period, rung)
);
