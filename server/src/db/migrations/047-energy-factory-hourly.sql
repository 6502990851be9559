-- The overview's hours at the grain it asks for (docs/energy.md): per factory, kind and reading time, so that today,
-- yesterday's same hours, last month's same day and the last hour with readings are read from a few rows per factory
-- instead of from the readings one meter at a time. Written by the statement that writes the readings (generator.ts),
-- under the factory and kind energy_daily records the reading's day with, and filled here from the readings.

-- The usage a factory's meters of one kind read at `read_at` (a reading closes the hour or the day before it), and
-- how many readings that is (a meter deleted takes its readings out; a time none remain at has no row, as it had no
-- reading before).
CREATE TABLE energy_factory_hourly (
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  kind       varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas')),
  read_at    timestamptz NOT NULL,
  usage      numeric(18, 3) NOT NULL,
  readings   integer NOT NULL,
  PRIMARY KEY (factory_id, kind, read_at)
);
-- the newest time with readings (backwards from the clock) and a few hours of every factory, from the index alone
CREATE INDEX energy_factory_hourly_read_at ON energy_factory_hourly (read_at) INCLUDE (factory_id, kind, usage);

-- A meter deleted from the ledger cascades its readings: before it goes, its readings leave the hours they were
-- added to (under its days' factory and kind in energy_daily, which go with it too). Deletes are rare; the writes of
-- readings pay nothing for it.
CREATE FUNCTION energy_meter_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE energy_factory_hourly h
     SET usage = h.usage - g.usage, readings = h.readings - g.readings
    FROM (SELECT d.factory_id, d.kind, r.read_at, sum(r.usage) AS usage, count(*)::int AS readings
            FROM energy_reading r
            JOIN energy_daily d
              ON d.meter_id = r.meter_id AND d.day = ((r.read_at - interval '1 hour') AT TIME ZONE 'Asia/Shanghai')::date
           WHERE r.meter_id = OLD.meter_id AND r.usage IS NOT NULL
           GROUP BY d.factory_id, d.kind, r.read_at) g
   WHERE h.factory_id = g.factory_id AND h.kind = g.kind AND h.read_at = g.read_at;
  DELETE FROM energy_factory_hourly
   WHERE readings <= 0 AND read_at IN (SELECT read_at FROM energy_reading WHERE meter_id = OLD.meter_id);
  RETURN OLD;
END $$;
CREATE TRIGGER energy_meter_deleting BEFORE DELETE ON alarm_meter
  FOR EACH ROW EXECUTE FUNCTION energy_meter_deleting();

INSERT INTO energy_factory_hourly (factory_id, kind, read_at, usage, readings)
SELECT d.factory_id, d.kind, r.read_at, sum(r.usage), count(*)
  FROM energy_reading r
  JOIN energy_daily d
    ON d.meter_id = r.meter_id AND d.day = ((r.read_at - interval '1 hour') AT TIME ZONE 'Asia/Shanghai')::date
 WHERE r.usage IS NOT NULL
 GROUP BY d.factory_id, d.kind, r.read_at;

ANALYZE energy_factory_hourly;
