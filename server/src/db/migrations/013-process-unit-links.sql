-- Which stage of its plant's flow a meter measures and a device belongs to (docs/architecture.md §3 "Big screens and
-- the process page"): the process page shows each process unit (arc_process_unit) with the live readings of its
-- meters, the states of its devices and the active alarms on either. NULL: on no stage. A link counts only while the
-- meter or device is in the unit's own factory (the page joins on both), so a meter moved to another factory in the
-- ledger simply leaves the stage; deleting the unit unlinks them.
ALTER TABLE alarm_meter ADD COLUMN process_unit_id integer REFERENCES arc_process_unit (unit_id) ON DELETE SET NULL;
ALTER TABLE wo_device ADD COLUMN process_unit_id integer REFERENCES arc_process_unit (unit_id) ON DELETE SET NULL;
CREATE INDEX alarm_meter_process_unit ON alarm_meter (process_unit_id) WHERE process_unit_id IS NOT NULL;
CREATE INDEX wo_device_process_unit ON wo_device (process_unit_id) WHERE process_unit_id IS NOT NULL;

-- The internal big screen's events of the last hour include alarms released in it.
CREATE INDEX alarm_record_released ON alarm_record (released_at) WHERE released_at IS NOT NULL;
