-- Energy roll-ups at the grain the pages ask for (docs/energy.md): the overview's days per factory and kind, and the
-- report's months (and years) and the largest-meters list per meter and month. Both sum energy_daily exactly
-- (numeric), are written by the statement that writes the readings and energy_daily (generator.ts), and are filled
-- here from the existing energy_daily so an existing database keeps its answers.

-- The usage of a factory's meters of one kind on one China day: the sum of energy_daily over its meters.
CREATE TABLE energy_factory_daily (
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  kind       varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas')),
  day        date NOT NULL,
  usage      numeric(18, 3) NOT NULL,
  PRIMARY KEY (factory_id, day, kind)
);
CREATE INDEX energy_factory_daily_day ON energy_factory_daily (day);

-- The usage of one meter in one China month under the factory and kind it was recorded with (energy_daily's), and
-- how many of energy_daily's days it holds (a month-to-date figure leaves out the days after it, and a meter none of
-- whose days remain has no figure, as it had none in energy_daily).
CREATE TABLE energy_meter_monthly (
  meter_id   integer NOT NULL REFERENCES alarm_meter (meter_id) ON DELETE CASCADE,
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  kind       varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas')),
  -- the month's first day
  month      date NOT NULL,
  usage      numeric(18, 3) NOT NULL,
  days       integer NOT NULL,
  PRIMARY KEY (meter_id, month, factory_id, kind)
);
CREATE INDEX energy_meter_monthly_factory_month ON energy_meter_monthly (factory_id, month);
CREATE INDEX energy_meter_monthly_month ON energy_meter_monthly (month);

-- A meter deleted from the ledger takes its energy_daily rows (and its monthly rows) with it; its days leave the
-- factory's sums as well, as they left the old sums over energy_daily. Deletes are rare: a row trigger costs the
-- writes of readings nothing.
CREATE FUNCTION energy_daily_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE energy_factory_daily SET usage = usage - OLD.usage
   WHERE factory_id = OLD.factory_id AND day = OLD.day AND kind = OLD.kind;
  RETURN NULL;
END $$;
CREATE TRIGGER energy_daily_deleted AFTER DELETE ON energy_daily
  FOR EACH ROW EXECUTE FUNCTION energy_daily_deleted();

INSERT INTO energy_factory_daily (factory_id, kind, day, usage)
SELECT factory_id, kind, day, sum(usage) FROM energy_daily GROUP BY factory_id, kind, day;

INSERT INTO energy_meter_monthly (meter_id, factory_id, kind, month, usage, days)
SELECT meter_id, factory_id, kind, date_trunc('month', day::timestamp)::date, sum(usage), count(*)
  FROM energy_daily GROUP BY meter_id, factory_id, kind, date_trunc('month', day::timestamp)::date;

ANALYZE energy_factory_daily, energy_meter_monthly;
