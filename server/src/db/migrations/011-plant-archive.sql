-- The water-plant archive (docs/architecture.md §3 "Plant archive"). A factory's address and coordinates stay its
-- own sys_area columns (migration 005); the archive adds what a plant is beyond them, its contacts, and its process
-- units in flow order with their design parameters and documents. Everything goes with its factory.

CREATE TABLE arc_plant (
  factory_id         integer PRIMARY KEY REFERENCES sys_area (id) ON DELETE CASCADE,
  design_capacity    numeric CHECK (design_capacity >= 0),
  -- m³/d for a water plant, MW for an energy station
  capacity_unit      varchar(8) NOT NULL DEFAULT 'm³/d',
  -- a value of the dictionary oms_process_type, '' when not set
  process_type       varchar(4) NOT NULL DEFAULT '',
  commissioning_date date,
  remark             varchar(100) NOT NULL DEFAULT '',
  update_by          integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  update_time        timestamptz
);

CREATE TABLE arc_plant_contact (
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  sort       smallint NOT NULL,
  name       varchar(10) NOT NULL,
  role       varchar(20) NOT NULL DEFAULT '',
  mobile     varchar(11) NOT NULL,
  landline   varchar(12) NOT NULL,
  PRIMARY KEY (factory_id, sort)
);

-- seq is the unit's place in its factory's flow, 1 first, without gaps. The unique constraint is checked at the
-- end of each statement, so one UPDATE can renumber a whole flow.
CREATE TABLE arc_process_unit (
  unit_id    serial PRIMARY KEY,
  factory_id integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  seq        integer NOT NULL CHECK (seq >= 1),
  name       varchar(20) NOT NULL,
  -- a value of the dictionary oms_process_unit_kind
  kind       varchar(4) NOT NULL,
  remark     varchar(100) NOT NULL DEFAULT '',
  CONSTRAINT arc_process_unit_seq UNIQUE (factory_id, seq) DEFERRABLE INITIALLY IMMEDIATE
);

CREATE TABLE arc_process_param (
  unit_id integer NOT NULL REFERENCES arc_process_unit (unit_id) ON DELETE CASCADE,
  sort    smallint NOT NULL,
  name    varchar(20) NOT NULL,
  value   numeric NOT NULL,
  unit    varchar(10) NOT NULL DEFAULT '',
  PRIMARY KEY (unit_id, sort)
);

-- A document is an uploaded file (sys_file); whoever may see the unit's factory may download it.
CREATE TABLE arc_process_document (
  unit_id integer NOT NULL REFERENCES arc_process_unit (unit_id) ON DELETE CASCADE,
  file_id integer NOT NULL REFERENCES sys_file (file_id) ON DELETE CASCADE,
  sort    smallint NOT NULL,
  PRIMARY KEY (unit_id, file_id)
);
CREATE INDEX arc_process_document_file ON arc_process_document (file_id);
