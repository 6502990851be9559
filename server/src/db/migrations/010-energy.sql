-- Energy management (docs/architecture.md §3 "Energy"): the readings of the meters of the meter ledger, their daily
-- roll-up, and the parameters the demo generator reads them from.

-- One reading of a meter: electricity, water and gas meters count a cumulative register (value) and the usage of the
-- period that ends at read_at (an hour, or a day for meters read once a day); flow and quality meters read an
-- instantaneous value and have no usage. A meter deleted from the ledger takes its readings with it.
-- The primary key is also the index of every reading query: one meter (or a few) over a time range, in time order.
CREATE TABLE energy_reading (
  meter_id integer NOT NULL REFERENCES alarm_meter (meter_id) ON DELETE CASCADE,
  -- the end of the period the reading closes
  read_at  timestamptz NOT NULL,
  value    numeric(16, 3) NOT NULL,
  -- NULL for flow and quality meters
  usage    numeric(14, 3),
  PRIMARY KEY (meter_id, read_at)
);

-- The usage of one meter on one China day (the day of read_at minus one hour, so the reading at 00:00 closes the day
-- before), kept by whoever writes readings in the same transaction. Overview and report sum these few rows instead
-- of the hourly readings. factory_id and kind are the meter's when the usage was recorded: the usage stays with the
-- factory it was measured in if the meter moves later.
CREATE TABLE energy_daily (
  meter_id   integer NOT NULL REFERENCES alarm_meter (meter_id) ON DELETE CASCADE,
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  kind       varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas')),
  day        date NOT NULL,
  usage      numeric(16, 3) NOT NULL,
  PRIMARY KEY (meter_id, day)
);
-- Overview, trend, intensity and report: the days of a range in some factories (or in all of them).
CREATE INDEX energy_daily_factory_day ON energy_daily (factory_id, day);
CREATE INDEX energy_daily_day ON energy_daily (day);

-- Demo only: how the demo generator reads a meter (server/src/modules/energy/generator.ts). The seed gives every
-- demo meter a row; the hourly catch-up appends readings only for meters that have one, so a meter added in the
-- ledger has no invented readings.
CREATE TABLE energy_demo_profile (
  meter_id  integer PRIMARY KEY REFERENCES alarm_meter (meter_id) ON DELETE CASCADE,
  -- read every hour (the main metering points) or once a day at 00:00
  hourly    boolean NOT NULL,
  -- mean usage per hour (electricity, water, gas) or mean value (flow, quality)
  base      double precision NOT NULL CHECK (base >= 0),
  -- daily cycle: relative swing and the China hour of its peak
  swing     double precision NOT NULL,
  peak_hour double precision NOT NULL,
  -- relative change on Saturdays and Sundays
  weekend   double precision NOT NULL,
  -- yearly cycle: relative swing, highest in mid-July (negative: highest in mid-January)
  season    double precision NOT NULL,
  -- relative noise, and the seed of its hash
  noise     double precision NOT NULL,
  seed      integer NOT NULL
);
