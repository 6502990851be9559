-- Users, departments, roles, menus, dictionaries and the area/factory tree (RuoYi naming).

CREATE TABLE sys_dept (
  dept_id    serial PRIMARY KEY,
  parent_id  integer NOT NULL DEFAULT 0,
  dept_name  varchar(50) NOT NULL,
  order_num  integer NOT NULL DEFAULT 0,
  status     char(1) NOT NULL DEFAULT '0'
);

CREATE TABLE sys_area (
  id         integer PRIMARY KEY,
  parent_id  integer NOT NULL DEFAULT 0,
  name       varchar(50) NOT NULL,
  type       varchar(10) NOT NULL CHECK (type IN ('area', 'factory')),
  code       varchar(32) NOT NULL UNIQUE,
  order_num  integer NOT NULL DEFAULT 0
);
CREATE INDEX sys_area_parent ON sys_area (parent_id);

CREATE TABLE sys_user (
  user_id            serial PRIMARY KEY,
  user_name          varchar(64) NOT NULL,
  nick_name          varchar(30) NOT NULL,
  password_hash      text NOT NULL,
  status             char(1) NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  email              varchar(50) NOT NULL DEFAULT '',
  phonenumber        varchar(11) NOT NULL DEFAULT '',
  sex                char(1) NOT NULL DEFAULT '0',
  avatar             varchar(200) NOT NULL DEFAULT '',
  dept_id            integer REFERENCES sys_dept (dept_id) ON DELETE SET NULL,
  id_type            varchar(2) NOT NULL DEFAULT '',
  id_number          varchar(32) NOT NULL DEFAULT '',
  addr               varchar(50) NOT NULL DEFAULT '',
  remark             varchar(100) NOT NULL DEFAULT '',
  current_factory_id integer REFERENCES sys_area (id) ON DELETE SET NULL,
  create_time        timestamptz NOT NULL DEFAULT now()
);
-- Names are unique whatever their case, so that "Admin" cannot impersonate "admin".
CREATE UNIQUE INDEX sys_user_name_unique ON sys_user (lower(user_name));

CREATE TABLE sys_role (
  role_id    serial PRIMARY KEY,
  role_key   varchar(100) NOT NULL UNIQUE,
  role_name  varchar(30) NOT NULL,
  role_sort  integer NOT NULL DEFAULT 0,
  status     char(1) NOT NULL DEFAULT '0'
);

CREATE TABLE sys_user_role (
  user_id  integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  role_id  integer NOT NULL REFERENCES sys_role (role_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sys_user_factory (
  user_id     integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  factory_id  integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, factory_id)
);

CREATE TABLE sys_menu (
  menu_id     integer PRIMARY KEY,
  parent_id   integer NOT NULL DEFAULT 0,
  menu_name   varchar(50) NOT NULL,
  path        varchar(200) NOT NULL DEFAULT '',
  component   varchar(255) NOT NULL DEFAULT '',
  perms       varchar(100) NOT NULL DEFAULT '',
  menu_type   char(1) NOT NULL CHECK (menu_type IN ('M', 'C', 'F')),
  visible     char(1) NOT NULL DEFAULT '0',
  status      char(1) NOT NULL DEFAULT '0',
  icon        varchar(100) NOT NULL DEFAULT '',
  order_num   integer NOT NULL DEFAULT 0,
  -- RuoYi: '0' = external link, '1' = inside the console
  is_frame    char(1) NOT NULL DEFAULT '1',
  keep_alive  boolean NOT NULL DEFAULT true,
  affix       boolean NOT NULL DEFAULT false,
  allow_back  boolean NOT NULL DEFAULT false,
  target      varchar(10) NOT NULL DEFAULT '',
  remark      varchar(100) NOT NULL DEFAULT 'woms'
);
CREATE INDEX sys_menu_parent ON sys_menu (parent_id);

CREATE TABLE sys_role_menu (
  role_id  integer NOT NULL REFERENCES sys_role (role_id) ON DELETE CASCADE,
  menu_id  integer NOT NULL REFERENCES sys_menu (menu_id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE sys_dict_type (
  dict_id    serial PRIMARY KEY,
  dict_name  varchar(100) NOT NULL,
  dict_type  varchar(100) NOT NULL UNIQUE,
  status     char(1) NOT NULL DEFAULT '0'
);

CREATE TABLE sys_dict_data (
  dict_code   serial PRIMARY KEY,
  dict_sort   integer NOT NULL DEFAULT 0,
  dict_label  varchar(100) NOT NULL,
  dict_value  varchar(100) NOT NULL,
  dict_type   varchar(100) NOT NULL REFERENCES sys_dict_type (dict_type) ON DELETE CASCADE,
  list_class  varchar(100) NOT NULL DEFAULT 'default',
  is_default  char(1) NOT NULL DEFAULT 'N',
  status      char(1) NOT NULL DEFAULT '0',
  UNIQUE (dict_type, dict_value)
);
