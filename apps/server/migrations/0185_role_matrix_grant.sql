-- The default grants of the role matrix (docs/adr/0003) that each built-in role has received.
-- A grant the matrix gains in a later release reaches existing databases once, at the next
-- start; a grant an administrator withdraws afterwards on the roles screen is not given back.
CREATE TABLE role_matrix_grant (
  role_key        text NOT NULL,
  permission_name text NOT NULL,
  applied_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role_key, permission_name)
);

-- What the built-in (global) roles hold today counts as received.
INSERT INTO role_matrix_grant (role_key, permission_name)
SELECT r.role_key, p.name
  FROM role r
  JOIN role_permission rp ON rp.role_id = r.id
  JOIN permission p ON p.id = rp.permission_id
 WHERE r.project_id IS NULL;
