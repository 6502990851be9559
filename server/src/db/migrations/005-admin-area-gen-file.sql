-- Area/factory form fields, the district tree of the area form, table column configuration (gen) and
-- uploaded files.

ALTER TABLE sys_area
  ADD COLUMN address       varchar(50) NOT NULL DEFAULT '',
  ADD COLUMN longitude     numeric(13, 10),
  ADD COLUMN latitude      numeric(12, 10),
  ADD COLUMN district_code varchar(12) NOT NULL DEFAULT '',
  ADD COLUMN remark        varchar(100) NOT NULL DEFAULT '';

CREATE SEQUENCE sys_area_id_seq START 1000;

-- A small province/city/district tree (reference data, the same in every database).
CREATE TABLE sys_district (
  code        varchar(12) PRIMARY KEY,
  parent_code varchar(12) NOT NULL DEFAULT '',
  name        varchar(50) NOT NULL,
  level       smallint NOT NULL
);
INSERT INTO sys_district (code, parent_code, name, level) VALUES
  ('310000', '', '上海市', 1),
  ('310100', '310000', '上海市', 2),
  ('310115', '310100', '浦东新区', 3),
  ('310104', '310100', '徐汇区', 3),
  ('320000', '', '江苏省', 1),
  ('320500', '320000', '苏州市', 2),
  ('320571', '320500', '苏州工业园区', 3),
  ('320508', '320500', '姑苏区', 3),
  ('440000', '', '广东省', 1),
  ('440100', '440000', '广州市', 2),
  ('440115', '440100', '南沙区', 3),
  ('440106', '440100', '天河区', 3),
  ('440300', '440000', '深圳市', 2),
  ('440305', '440300', '南山区', 3),
  ('440304', '440300', '福田区', 3);

-- Table column configuration (the /gen/edit/{tableId} page): one row per table, its columns in order.
CREATE TABLE gen_table (
  table_id      integer PRIMARY KEY,
  table_name    varchar(64) NOT NULL UNIQUE,
  table_comment varchar(100) NOT NULL DEFAULT ''
);
CREATE TABLE gen_table_column (
  column_id  serial PRIMARY KEY,
  table_id   integer NOT NULL REFERENCES gen_table (table_id) ON DELETE CASCADE,
  prop       varchar(64) NOT NULL,
  label      varchar(20) NOT NULL,
  is_show    boolean NOT NULL DEFAULT true,
  sort       integer NOT NULL DEFAULT 0,
  fixed      varchar(5) NOT NULL DEFAULT '' CHECK (fixed IN ('', 'left', 'right')),
  width      integer NOT NULL DEFAULT 120 CHECK (width BETWEEN 40 AND 800),
  type       varchar(20) NOT NULL DEFAULT '',
  UNIQUE (table_id, prop)
);
INSERT INTO gen_table (table_id, table_name, table_comment) VALUES
  (1, 'sys_user', '用户列表'),
  (2, 'sys_area', '区域工厂');
INSERT INTO gen_table_column (table_id, prop, label, is_show, sort, fixed, width, type) VALUES
  (1, 'userId', '用户编号', true, 1, 'left', 90, ''),
  (1, 'userName', '登录账号', true, 2, '', 120, ''),
  (1, 'nickName', '用户姓名', true, 3, '', 120, ''),
  (1, 'deptName', '部门', true, 4, '', 140, ''),
  (1, 'phonenumber', '手机号码', true, 5, '', 130, ''),
  (1, 'status', '状态', true, 6, '', 90, 'switch'),
  (1, 'createTime', '创建时间', true, 7, '', 170, 'datetime'),
  (2, 'label', '名称', true, 1, 'left', 200, ''),
  (2, 'type', '类型', true, 2, '', 90, 'dict'),
  (2, 'code', '编码', true, 3, '', 120, ''),
  (2, 'address', '地址', true, 4, '', 200, ''),
  (2, 'longitude', '经度', false, 5, '', 110, ''),
  (2, 'latitude', '纬度', false, 6, '', 110, '');

-- Uploaded files (no object store: bytes in the database, small files only).
CREATE TABLE sys_file (
  file_id      serial PRIMARY KEY,
  file_name    varchar(100) NOT NULL,
  content_type varchar(100) NOT NULL,
  size         integer NOT NULL,
  data         bytea NOT NULL,
  create_by    integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
