-- Plans per device class (docs/plans.md "Plans per device class"): a plan names one device (device_id) or a device
-- class (asset_type, a value of the oms_asset_type dictionary) of its factory, never both. A class plan follows the
-- calendar only (its devices have no shared meter). Each device of the class it tracks keeps its own count in
-- wo_plan_device: its next run and the order an after-completion plan waits for; the scheduler claims a device's
-- order by moving that row's next_run from the value it read (server/src/modules/work-order/class-plan-repository.ts).
ALTER TABLE wo_maint_plan
  ALTER COLUMN device_id DROP NOT NULL,
  ADD COLUMN asset_type varchar(10),
  ADD CONSTRAINT wo_maint_plan_target CHECK ((device_id IS NULL) <> (asset_type IS NULL)),
  ADD CONSTRAINT wo_maint_plan_class_calendar CHECK (asset_type IS NULL OR (meter_id IS NULL AND cycle_unit IS NOT NULL));

CREATE TABLE wo_plan_device (
  plan_id      integer NOT NULL REFERENCES wo_maint_plan (plan_id) ON DELETE CASCADE,
  device_id    integer NOT NULL REFERENCES wo_device (device_id) ON DELETE CASCADE,
  -- the device's own next due date (China date); a device that joins the class later starts at the plan's next cycle
  next_run     date NOT NULL,
  -- the order an after-completion plan waits for on this device
  wait_task_id integer REFERENCES wo_task (task_id) ON DELETE SET NULL,
  joined_at    timestamptz NOT NULL,
  PRIMARY KEY (plan_id, device_id)
);
CREATE INDEX wo_plan_device_device ON wo_plan_device (device_id);
CREATE INDEX wo_plan_device_wait ON wo_plan_device (wait_task_id) WHERE wait_task_id IS NOT NULL;
