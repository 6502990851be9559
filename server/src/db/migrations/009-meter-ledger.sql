-- The meter ledger (docs/architecture.md §3 "Asset ledger"): a meter code is unique within its factory compared
-- without case, as a device's show code is; the unique index also refuses the second of two adds racing for a code.
-- Meters are deleted for good (alarm_record keeps its own code and name, and its meter_id turns NULL).

ALTER TABLE alarm_meter DROP CONSTRAINT alarm_meter_factory_id_code_key;
CREATE UNIQUE INDEX alarm_meter_code ON alarm_meter (factory_id, lower(code));
