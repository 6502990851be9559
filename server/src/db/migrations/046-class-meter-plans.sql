-- Class plans by meter (docs/plans.md "Plans per device class"): a class plan names the meter KIND (meter_kind:
-- electricity, water, gas), not one meter; each device of the class counts by its own meter of that kind (the lowest
-- meter_id of the kind measuring it, alarm_meter.device_id), found again by the scheduler when the meter changes. The
-- device's count is kept in its wo_plan_device row (meter_id, meter_base, hours_from, as the plan's own columns of
-- migrations 040 and 042 for one device); a meter-only class plan has no next run (next_run NULL).
ALTER TABLE wo_maint_plan
  ADD COLUMN meter_kind varchar(12) CHECK (meter_kind IN ('electricity', 'water', 'gas')),
  DROP CONSTRAINT wo_maint_plan_class_calendar,
  ADD CONSTRAINT wo_maint_plan_class_schedule
    CHECK (asset_type IS NULL OR (meter_id IS NULL AND (cycle_unit IS NOT NULL OR meter_kind IS NOT NULL))),
  ADD CONSTRAINT wo_maint_plan_meter_kind
    CHECK (meter_kind IS NULL OR (asset_type IS NOT NULL AND meter_every IS NOT NULL));

ALTER TABLE wo_plan_device
  ALTER COLUMN next_run DROP NOT NULL,
  -- the device's own meter of the plan's kind; NULL when it has none (the device makes no meter order)
  ADD COLUMN meter_id   integer REFERENCES alarm_meter (meter_id) ON DELETE SET NULL,
  ADD COLUMN meter_base numeric(16, 3),
  ADD COLUMN hours_from timestamptz;
