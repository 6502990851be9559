-- 备件管理 (docs/parts.md): a catalogue of spare parts, stock per factory with a minimum, and the ledger of every
-- movement. Stock never goes below zero: a take is one `UPDATE … SET quantity = quantity - n WHERE quantity >= n`, so
-- concurrent issues on any instance cannot both pass, and the CHECK holds whatever the code does.
CREATE TABLE part (
  part_id     serial PRIMARY KEY,
  part_code   varchar(40) NOT NULL,
  -- the name and specs go into wo_task_part when a handled order uses the part, so they share its limits
  part_name   varchar(20) NOT NULL,
  part_specs  varchar(20) NOT NULL DEFAULT '',
  unit        varchar(10) NOT NULL,
  -- the device classes (asset type codes of oms_asset_type) it fits; empty: any
  asset_types text[] NOT NULL DEFAULT '{}',
  remark      varchar(100) NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  version     integer NOT NULL DEFAULT 0,
  update_by   integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  update_time timestamptz
);
CREATE UNIQUE INDEX part_code_key ON part (lower(part_code));

CREATE TABLE part_stock (
  stock_id     serial PRIMARY KEY,
  factory_id   integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  part_id      integer NOT NULL REFERENCES part (part_id) ON DELETE CASCADE,
  quantity     numeric(12, 3) NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  -- below it the factory's keepers get a message (docs/parts.md "Low stock")
  min_quantity numeric(12, 3) NOT NULL DEFAULT 0 CHECK (min_quantity >= 0),
  version      integer NOT NULL DEFAULT 0,
  update_by    integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  update_time  timestamptz,
  UNIQUE (factory_id, part_id)
);

-- One row per change of a stock: `quantity` signed (what the stock gained), `balance` the stock after it.
CREATE TABLE part_movement (
  movement_id serial PRIMARY KEY,
  factory_id  integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  part_id     integer NOT NULL REFERENCES part (part_id) ON DELETE CASCADE,
  kind        varchar(10) NOT NULL CHECK (kind IN ('receipt', 'issue', 'return', 'adjust')),
  quantity    numeric(12, 3) NOT NULL CHECK (quantity <> 0),
  balance     numeric(12, 3) NOT NULL CHECK (balance >= 0),
  -- the order the parts went to (an issue) or came back from (a return)
  task_id     integer REFERENCES wo_task (task_id) ON DELETE SET NULL,
  reason      varchar(100) NOT NULL DEFAULT '',
  create_by   integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  create_time timestamptz NOT NULL
);
CREATE INDEX part_movement_factory ON part_movement (factory_id, create_time DESC, movement_id DESC);
CREATE INDEX part_movement_task ON part_movement (task_id, part_id) WHERE task_id IS NOT NULL;

-- The menu and its buttons join 设备工单 (subsystem 3) as the seed now has them (server/src/setup/seed/menus.ts). The
-- supervisors get all of it (they keep the stock, so low-stock messages reach them), the operators the page read-only
-- (the handle dialog picks parts from the stock list). A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.icon, v.type = 'C', v.ord
  FROM (VALUES (306, 3, '备件管理', '/SpareParts', 'Layout', '', 'M', 'parts', 6),
               (3061, 306, '备件管理', 'Parts', 'SpareParts/Parts/index', 'system:parts:list', 'C', '', 1),
               (30611, 3061, '备件查询', '', '', 'system:parts:list', 'F', '', 1),
               (30612, 3061, '备件新增', '', '', 'system:parts:add', 'F', '', 2),
               (30613, 3061, '备件修改', '', '', 'system:parts:edit', 'F', '', 3),
               (30614, 3061, '备件导入', '', '', 'system:parts:import', 'F', '', 4),
               (30615, 3061, '库存出入库', '', '', 'system:parts:stock', 'F', '', 5),
               (30616, 3061, '备件库管员', '', '', 'system:parts:keeper', 'F', '', 6))
       AS v (id, parent, name, path, component, perms, type, icon, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
  FROM sys_role r
  JOIN sys_menu m ON m.menu_id IN (306, 3061, 30611, 30612, 30613, 30614, 30615, 30616)
 WHERE r.role_key = 'supervisor'
UNION
SELECT r.role_id, m.menu_id
  FROM sys_role r
  JOIN sys_menu m ON m.menu_id IN (306, 3061, 30611)
 WHERE r.role_key = 'operator'
ON CONFLICT DO NOTHING;
