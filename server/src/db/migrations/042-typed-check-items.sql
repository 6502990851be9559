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
