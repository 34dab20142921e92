-- Issue 18: salaries in the budget. budget_node_sums gains the salary lines of timesheets (salary_cents,
-- salary_rows), so ForceCompute and the reads with a period or for one person count them too. A salary line
-- exists only while its week is validated at the last level (status 8): the timesheets domain makes the lines at
-- the last validation and removes them when the week is reopened, so every line counts, in its own department
-- and category, on its day (start_date), for its person.
DROP FUNCTION budget_node_sums(integer, date, date, integer)
--> statement-breakpoint
CREATE FUNCTION budget_node_sums(p_project integer, p_from date, p_to date, p_user integer)
RETURNS TABLE (project_id integer, department_number integer, category_id integer, actual_cents bigint,
  actual_rows integer, po_cents bigint, po_rows integer, pending_cents bigint, pending_rows integer,
  kg_cents bigint, kg_pending_cents bigint, kg_rows integer, salary_cents bigint, salary_rows integer)
LANGUAGE sql STABLE AS $$
  SELECT p_project, x.d, x.c, coalesce(sum(x.ac), 0)::bigint, coalesce(sum(x.ar), 0)::integer,
    coalesce(sum(x.pc), 0)::bigint, coalesce(sum(x.pr), 0)::integer, coalesce(sum(x.ic), 0)::bigint,
    coalesce(sum(x.ir), 0)::integer, coalesce(sum(x.kc), 0)::bigint, coalesce(sum(x.kpc), 0)::bigint,
    coalesce(sum(x.kr), 0)::integer, coalesce(sum(x.sc), 0)::bigint, coalesce(sum(x.sr), 0)::integer
  FROM (
    SELECT coalesce(i.department_number, s.department_number) AS d, i.category_id AS c,
      sum(i.amount * 100) FILTER (WHERE s.status = 8) AS ac, count(*) FILTER (WHERE s.status = 8) AS ar,
      0 AS pc, 0 AS pr,
      sum(i.amount * 100) FILTER (WHERE s.status <> 8) AS ic, count(*) FILTER (WHERE s.status <> 8) AS ir,
      0 AS kc, 0 AS kpc, 0 AS kr, 0 AS sc, 0 AS sr
    FROM expense_items i JOIN expense_sheets s ON s.id = i.sheet_id
    WHERE i.project_id = p_project AND i.validated NOT IN (4, 16)
      AND (s.status = 8 OR (s.kind = 1 AND s.po_id IS NOT NULL AND s.status IN (1, 2)))
      AND (p_from IS NULL OR i.date >= p_from) AND (p_to IS NULL OR i.date <= p_to)
      AND (p_user IS NULL OR i.user_id = p_user)
    GROUP BY 1, 2
    UNION ALL
    SELECT o.department_number, l.category_id, 0, 0, sum(l.remaining_amount * 100), count(*), 0, 0, 0, 0, 0, 0, 0
    FROM po_items l JOIN purchase_orders o ON o.id = l.po_id
    WHERE l.project_id = p_project AND o.status = 8 AND NOT o.consumed AND l.remaining_amount > 0
      AND (p_from IS NULL OR o.request_date >= p_from) AND (p_to IS NULL OR o.request_date <= p_to)
      AND (p_user IS NULL OR o.user_id = p_user)
    GROUP BY 1, 2
    UNION ALL
    SELECT e.department, e.budget_category_id, 0, 0, 0, 0, 0, 0, sum(e.kg_co2e * 100),
      coalesce(sum(e.kg_co2e * 100) FILTER (WHERE e.status = 'pending'), 0), count(*), 0, 0
    FROM carbon_entries e
    WHERE e.project_id = p_project AND e.status <> 'excluded' AND e.budget_category_id IS NOT NULL
      AND (p_from IS NULL OR e.str_date >= p_from) AND (p_to IS NULL OR e.str_date <= p_to)
      AND (p_user IS NULL OR e.user_id = p_user)
    GROUP BY 1, 2
    UNION ALL
    SELECT sl.department_number, sl.category_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(sl.amount * 100), count(*)
    FROM salary_lines sl
    WHERE sl.project_id = p_project
      AND (p_from IS NULL OR sl.start_date >= p_from) AND (p_to IS NULL OR sl.start_date <= p_to)
      AND (p_user IS NULL OR sl.user_id = p_user)
    GROUP BY 1, 2
  ) x
  GROUP BY x.d, x.c
$$
--> statement-breakpoint
-- Every write of salary lines (an update moves a line between nodes or changes its amount; inserts come at the last
-- validation, deletes on reopening or by cascade from a deleted timesheet or person) adds its difference in the same transaction, as the other sources' triggers do.
CREATE FUNCTION budget_aggregates_salary_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, salary_cents, salary_rows)
  SELECT * FROM (SELECT x.project_id, x.department_number, x.category_id,
      sum(x.sign * x.amount * 100)::bigint AS salary_cents, sum(x.sign)::integer AS salary_rows
    FROM (
      SELECT -1 AS sign, project_id, department_number, category_id, amount FROM old_rows
      UNION ALL
      SELECT 1 AS sign, project_id, department_number, category_id, amount FROM new_rows
    ) x
    WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.salary_cents <> 0 OR t.salary_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    salary_cents = a.salary_cents + excluded.salary_cents, salary_rows = a.salary_rows + excluded.salary_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION budget_aggregates_salary_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, salary_cents, salary_rows)
  SELECT * FROM (SELECT x.project_id, x.department_number, x.category_id,
      sum(x.amount * 100)::bigint AS salary_cents, count(*)::integer AS salary_rows
    FROM new_rows x
    WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    salary_cents = a.salary_cents + excluded.salary_cents, salary_rows = a.salary_rows + excluded.salary_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION budget_aggregates_salary_lines_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, salary_cents, salary_rows)
  SELECT * FROM (SELECT x.project_id, x.department_number, x.category_id,
      -sum(x.amount * 100)::bigint AS salary_cents, -count(*)::integer AS salary_rows
    FROM old_rows x
    WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    salary_cents = a.salary_cents + excluded.salary_cents, salary_rows = a.salary_rows + excluded.salary_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER salary_lines_budget_aggregates_insert AFTER INSERT ON salary_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_salary_lines_insert()
--> statement-breakpoint
CREATE TRIGGER salary_lines_budget_aggregates_update AFTER UPDATE ON salary_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_salary_lines()
--> statement-breakpoint
CREATE TRIGGER salary_lines_budget_aggregates_delete AFTER DELETE ON salary_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_salary_lines_delete()
--> statement-breakpoint
-- The salary lines that exist already (none before issue 18; kept for a database that had some).
INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, salary_cents, salary_rows)
  SELECT s.project_id, s.department_number, s.category_id, s.salary_cents, s.salary_rows
  FROM projects p CROSS JOIN LATERAL budget_node_sums(p.id, NULL, NULL, NULL) s
  WHERE s.salary_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    salary_cents = excluded.salary_cents, salary_rows = excluded.salary_rows
