-- The usage of a factory's meters of one kind in one China month (docs/energy.md "The report's pages"): the report's
-- kind totals by month and year read a row per factory, kind and month instead of every day of them (59,000 rows of
-- energy_factory_daily for 13 months of 50 plants). The numeric sum of energy_daily, exact like the roll-ups of
-- migration 044, written in the same statement that writes them (generator.ts), filled here from energy_daily.
CREATE TABLE energy_factory_monthly (
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  kind       varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas')),
  -- the month's first day
  month      date NOT NULL,
  usage      numeric(18, 3) NOT NULL,
  PRIMARY KEY (factory_id, month, kind)
);
CREATE INDEX energy_factory_monthly_month ON energy_factory_monthly (month);

-- A meter deleted from the ledger takes its days out of its factory's months too (migration 044's trigger).
CREATE OR REPLACE FUNCTION energy_daily_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE energy_factory_daily SET usage = usage - OLD.usage
   WHERE factory_id = OLD.factory_id AND day = OLD.day AND kind = OLD.kind;
  UPDATE energy_factory_monthly SET usage = usage - OLD.usage
   WHERE factory_id = OLD.factory_id AND month = date_trunc('month', OLD.day::timestamp)::date AND kind = OLD.kind;
  RETURN NULL;
END $$;

INSERT INTO energy_factory_monthly (factory_id, kind, month, usage)
SELECT factory_id, kind, date_trunc('month', day::timestamp)::date, sum(usage)
  FROM energy_daily GROUP BY factory_id, kind, date_trunc('month', day::timestamp)::date;

ANALYZE energy_factory_monthly;
