-- An order raised from an alarm whose meter measures no ledger device (docs/work-order-lifecycle.md "Orders made
-- without a person"): it keeps the meter's (or collector's) code and name, shown as its 设备编码 / 设备名称 while it
-- names no device. Empty on every other order, whose device fields come from wo_device.
ALTER TABLE wo_task
  ADD COLUMN source_code varchar(64) NOT NULL DEFAULT '',
  ADD COLUMN source_name varchar(100) NOT NULL DEFAULT '';
