-- What the energy report's pages read (docs/energy.md "The report's pages").

-- The usage of a factory's meters of one kind in one China month: the report's
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


-- The meters whose usage may be recorded under another factory or kind than they have now (moved or re-kinded in the
-- ledger since): a report looks for rows of other factories and kinds among theirs only, not among every meter's
-- months (52,000 rows for 13 months of 50 plants, most of a page's time). Kept by a trigger, as moves are rare.
CREATE TABLE energy_meter_moved (
  meter_id integer PRIMARY KEY REFERENCES alarm_meter (meter_id) ON DELETE CASCADE
);

CREATE FUNCTION alarm_meter_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO energy_meter_moved (meter_id) VALUES (NEW.meter_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER alarm_meter_moved AFTER UPDATE OF factory_id, kind ON alarm_meter
  FOR EACH ROW WHEN (OLD.factory_id IS DISTINCT FROM NEW.factory_id OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION alarm_meter_moved();

INSERT INTO energy_meter_moved (meter_id)
SELECT DISTINCT d.meter_id FROM energy_meter_monthly d JOIN alarm_meter m ON m.meter_id = d.meter_id
 WHERE d.factory_id <> m.factory_id OR d.kind <> m.kind;

ANALYZE energy_factory_monthly, energy_meter_moved;
