-- Typed check items on the order (docs/plans.md "Check items on the order"): an item made from a plan's checklist
-- keeps its type and a number's limits; the handling stores what was entered (a number, a photo). An item of before,
-- or one typed in by hand on a new inspection, is a 合格/不合格 item ('pass').
ALTER TABLE wo_inspect_item
  ADD COLUMN item_type     varchar(8) NOT NULL DEFAULT 'pass' CHECK (item_type IN ('pass', 'number', 'reading', 'photo')),
  ADD COLUMN min_value     numeric(16, 3),
  ADD COLUMN max_value     numeric(16, 3),
  -- the number a 数值 or 抄读数 item was answered with
  ADD COLUMN value         numeric(16, 3),
  -- the photo a 需拍照 item was answered with: an attached file (the orphan sweep keeps it)
  ADD COLUMN photo_file_id integer REFERENCES sys_file (file_id) ON DELETE SET NULL;
CREATE INDEX wo_inspect_item_photo ON wo_inspect_item (photo_file_id) WHERE photo_file_id IS NOT NULL;

-- A calendar plan counts its cycle from its series ('fixed') or from when its last order was done ('completion',
-- docs/plans.md "After completion"): such a plan waits for the order it made (wait_task_id) until that order is
-- closed, then its next run is the day the order was handled plus one cycle. A deleted order ends the wait.
ALTER TABLE wo_maint_plan
  ADD COLUMN cycle_basis  varchar(10) NOT NULL DEFAULT 'fixed' CHECK (cycle_basis IN ('fixed', 'completion')),
  ADD COLUMN wait_task_id integer REFERENCES wo_task (task_id) ON DELETE SET NULL,
  ADD CONSTRAINT wo_maint_plan_basis CHECK (cycle_basis = 'fixed' OR cycle_unit IS NOT NULL);

-- A meter plan counts its meter's register (kWh, m³: 'register') or the device's running hours ('hours', docs/plans.md
-- "Running hours"): the hours closed by a reading of its electricity meter one hour after the one before, with usage
-- above zero, read after hours_from (where the count started: the latest reading when set, then each order's).
ALTER TABLE wo_maint_plan
  ADD COLUMN meter_measure varchar(8) NOT NULL DEFAULT 'register' CHECK (meter_measure IN ('register', 'hours')),
  ADD COLUMN hours_from    timestamptz;
