-- Every write of an item, PO line or carbon entry updates a row here: room on each page keeps those updates HOT
-- (no new index entry; dead versions pruned in place), which matters where no autovacuum runs (PGlite).
ALTER TABLE budget_aggregates SET (fillfactor = 50)
--> statement-breakpoint
-- Issue 17: the budget's item-derived figures per project, department and category, kept in budget_aggregates
-- by the triggers below in the same transaction as the writes (services, imports, cascades, set-based inserts).
-- budget_node_sums is THE definition (budget-figures.service.ts: actualItemsWhere, pendingInvoiceItemsWhere,
-- committedLinesWhere, the carbon ledger's kgCo2eByBudgetNode): ForceCompute rebuilds a project from it, and
-- reads with a period or for one person (mybudget) use it directly. Status codes: 1 submitted, 2 validated at
-- level 1, 4 refused at level 1, 8 validated at level 2, 16 refused at level 2; sheet kind 1 = invoice.
CREATE FUNCTION budget_node_sums(p_project integer, p_from date, p_to date, p_user integer)
RETURNS TABLE (project_id integer, department_number integer, category_id integer, actual_cents bigint,
  actual_rows integer, po_cents bigint, po_rows integer, pending_cents bigint, pending_rows integer,
  kg_cents bigint, kg_pending_cents bigint, kg_rows integer)
LANGUAGE sql STABLE AS $$
  SELECT p_project, x.d, x.c, coalesce(sum(x.ac), 0)::bigint, coalesce(sum(x.ar), 0)::integer,
    coalesce(sum(x.pc), 0)::bigint, coalesce(sum(x.pr), 0)::integer, coalesce(sum(x.ic), 0)::bigint,
    coalesce(sum(x.ir), 0)::integer, coalesce(sum(x.kc), 0)::bigint, coalesce(sum(x.kpc), 0)::bigint,
    coalesce(sum(x.kr), 0)::integer
  FROM (
    SELECT coalesce(i.department_number, s.department_number) AS d, i.category_id AS c,
      sum(i.amount * 100) FILTER (WHERE s.status = 8) AS ac, count(*) FILTER (WHERE s.status = 8) AS ar,
      0 AS pc, 0 AS pr,
      sum(i.amount * 100) FILTER (WHERE s.status <> 8) AS ic, count(*) FILTER (WHERE s.status <> 8) AS ir,
      0 AS kc, 0 AS kpc, 0 AS kr
    FROM expense_items i JOIN expense_sheets s ON s.id = i.sheet_id
    WHERE i.project_id = p_project AND i.validated NOT IN (4, 16)
      AND (s.status = 8 OR (s.kind = 1 AND s.po_id IS NOT NULL AND s.status IN (1, 2)))
      AND (p_from IS NULL OR i.date >= p_from) AND (p_to IS NULL OR i.date <= p_to)
      AND (p_user IS NULL OR i.user_id = p_user)
    GROUP BY 1, 2
    UNION ALL
    SELECT o.department_number, l.category_id, 0, 0, sum(l.remaining_amount * 100), count(*), 0, 0, 0, 0, 0
    FROM po_items l JOIN purchase_orders o ON o.id = l.po_id
    WHERE l.project_id = p_project AND o.status = 8 AND NOT o.consumed AND l.remaining_amount > 0
      AND (p_from IS NULL OR o.request_date >= p_from) AND (p_to IS NULL OR o.request_date <= p_to)
      AND (p_user IS NULL OR o.user_id = p_user)
    GROUP BY 1, 2
    UNION ALL
    SELECT e.department, e.budget_category_id, 0, 0, 0, 0, 0, 0, sum(e.kg_co2e * 100),
      coalesce(sum(e.kg_co2e * 100) FILTER (WHERE e.status = 'pending'), 0), count(*)
    FROM carbon_entries e
    WHERE e.project_id = p_project AND e.status <> 'excluded' AND e.budget_category_id IS NOT NULL
      AND (p_from IS NULL OR e.str_date >= p_from) AND (p_to IS NULL OR e.str_date <= p_to)
      AND (p_user IS NULL OR e.user_id = p_user)
    GROUP BY 1, 2
  ) x
  GROUP BY x.d, x.c
$$
--> statement-breakpoint
-- An item counts in its department (else its sheet's) and category: actual when its sheet is validated at the
-- last level, committed while its invoice-from-a-PO sheet is on its way; a refused item never counts. Items whose
-- sheet is being deleted were taken out by the sheet's BEFORE DELETE trigger (the join finds no sheet).
-- The sheets are locked first, in a statement of their own: a concurrent change of a sheet's status is either
-- committed before (and the sums below, in a new snapshot, see it) or waits until this transaction ends (and
-- the sheet's trigger then sees these items).
CREATE FUNCTION budget_aggregates_expense_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM expense_sheets WHERE id = ANY (ARRAY(SELECT DISTINCT sheet_id FROM new_rows)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, coalesce(x.department_number, s.department_number) AS department_number,
      x.category_id, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status = 8), 0)::bigint AS actual_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status = 8), 0)::integer AS actual_rows, 0::bigint AS po_cents,
      0 AS po_rows, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status <> 8), 0)::bigint AS pending_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status <> 8), 0)::integer AS pending_rows, 0::bigint AS kg_cents,
      0::bigint AS kg_pending_cents, 0 AS kg_rows
    FROM (SELECT 1 AS sign, project_id, sheet_id, department_number, category_id, amount, validated FROM new_rows) x
    JOIN expense_sheets s ON s.id = x.sheet_id
    WHERE x.validated NOT IN (4, 16)
      AND (s.status = 8 OR (s.kind = 1 AND s.po_id IS NOT NULL AND s.status IN (1, 2)))
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM expense_sheets WHERE id = ANY (ARRAY(SELECT DISTINCT sheet_id FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) r)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, coalesce(x.department_number, s.department_number) AS department_number,
      x.category_id, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status = 8), 0)::bigint AS actual_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status = 8), 0)::integer AS actual_rows, 0::bigint AS po_cents,
      0 AS po_rows, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status <> 8), 0)::bigint AS pending_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status <> 8), 0)::integer AS pending_rows, 0::bigint AS kg_cents,
      0::bigint AS kg_pending_cents, 0 AS kg_rows
    FROM (SELECT -1 AS sign, project_id, sheet_id, department_number, category_id, amount, validated FROM old_rows UNION ALL SELECT 1 AS sign, project_id, sheet_id, department_number, category_id, amount, validated FROM new_rows) x
    JOIN expense_sheets s ON s.id = x.sheet_id
    WHERE x.validated NOT IN (4, 16)
      AND (s.status = 8 OR (s.kind = 1 AND s.po_id IS NOT NULL AND s.status IN (1, 2)))
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSE
    PERFORM 1 FROM expense_sheets WHERE id = ANY (ARRAY(SELECT DISTINCT sheet_id FROM old_rows)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, coalesce(x.department_number, s.department_number) AS department_number,
      x.category_id, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status = 8), 0)::bigint AS actual_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status = 8), 0)::integer AS actual_rows, 0::bigint AS po_cents,
      0 AS po_rows, coalesce(sum(x.sign * x.amount * 100) FILTER (WHERE s.status <> 8), 0)::bigint AS pending_cents,
      coalesce(sum(x.sign) FILTER (WHERE s.status <> 8), 0)::integer AS pending_rows, 0::bigint AS kg_cents,
      0::bigint AS kg_pending_cents, 0 AS kg_rows
    FROM (SELECT -1 AS sign, project_id, sheet_id, department_number, category_id, amount, validated FROM old_rows) x
    JOIN expense_sheets s ON s.id = x.sheet_id
    WHERE x.validated NOT IN (4, 16)
      AND (s.status = 8 OR (s.kind = 1 AND s.po_id IS NOT NULL AND s.status IN (1, 2)))
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  END IF;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER expense_items_budget_aggregates_insert AFTER INSERT ON expense_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_expense_items()
--> statement-breakpoint
CREATE TRIGGER expense_items_budget_aggregates_update AFTER UPDATE ON expense_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_expense_items()
--> statement-breakpoint
CREATE TRIGGER expense_items_budget_aggregates_delete AFTER DELETE ON expense_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_expense_items()
--> statement-breakpoint
-- A sheet whose status, kind, PO or department changes moves its items between buckets (other changes of a sheet,
-- its total for one, touch nothing).
CREATE FUNCTION budget_aggregates_expense_sheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT i.project_id, coalesce(i.department_number, x.department_number) AS department_number,
      i.category_id, coalesce(sum(x.sign * i.amount * 100) FILTER (WHERE x.status = 8), 0)::bigint AS actual_cents,
      coalesce(sum(x.sign) FILTER (WHERE x.status = 8), 0)::integer AS actual_rows, 0::bigint AS po_cents,
      0 AS po_rows, coalesce(sum(x.sign * i.amount * 100) FILTER (WHERE x.status <> 8), 0)::bigint AS pending_cents,
      coalesce(sum(x.sign) FILTER (WHERE x.status <> 8), 0)::integer AS pending_rows, 0::bigint AS kg_cents,
      0::bigint AS kg_pending_cents, 0 AS kg_rows
    FROM (SELECT -1 AS sign, o.id, o.status, o.kind, o.po_id, o.department_number
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.kind, n.po_id, n.department_number) IS DISTINCT FROM (o.status, o.kind, o.po_id, o.department_number) UNION ALL SELECT 1 AS sign, n.id, n.status, n.kind, n.po_id, n.department_number
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.kind, n.po_id, n.department_number) IS DISTINCT FROM (o.status, o.kind, o.po_id, o.department_number)) x
    JOIN expense_items i ON i.sheet_id = x.id
    WHERE i.validated NOT IN (4, 16)
      AND (x.status = 8 OR (x.kind = 1 AND x.po_id IS NOT NULL AND x.status IN (1, 2)))
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = i.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER expense_sheets_budget_aggregates_update AFTER UPDATE ON expense_sheets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION budget_aggregates_expense_sheets()
--> statement-breakpoint
-- A deleted sheet takes its items out while they are still there (their cascade finds no sheet afterwards).
CREATE FUNCTION budget_aggregates_expense_sheet_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = OLD.project_id) THEN RETURN OLD; END IF;
  IF OLD.status = 8 OR (OLD.kind = 1 AND OLD.po_id IS NOT NULL AND OLD.status IN (1, 2)) THEN
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT i.project_id, coalesce(i.department_number, x.department_number) AS department_number,
      i.category_id, coalesce(sum(x.sign * i.amount * 100) FILTER (WHERE x.status = 8), 0)::bigint AS actual_cents,
      coalesce(sum(x.sign) FILTER (WHERE x.status = 8), 0)::integer AS actual_rows, 0::bigint AS po_cents,
      0 AS po_rows, coalesce(sum(x.sign * i.amount * 100) FILTER (WHERE x.status <> 8), 0)::bigint AS pending_cents,
      coalesce(sum(x.sign) FILTER (WHERE x.status <> 8), 0)::integer AS pending_rows, 0::bigint AS kg_cents,
      0::bigint AS kg_pending_cents, 0 AS kg_rows
    FROM (SELECT -1 AS sign, OLD.id, OLD.status, OLD.kind, OLD.po_id, OLD.department_number) x
    JOIN expense_items i ON i.sheet_id = x.id
    WHERE i.validated NOT IN (4, 16)
      AND (x.status = 8 OR (x.kind = 1 AND x.po_id IS NOT NULL AND x.status IN (1, 2)))
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = i.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  END IF;
  RETURN OLD;
END $$
--> statement-breakpoint
CREATE TRIGGER expense_sheets_budget_aggregates_delete BEFORE DELETE ON expense_sheets
  FOR EACH ROW EXECUTE FUNCTION budget_aggregates_expense_sheet_deleted()
--> statement-breakpoint
-- A PO line commits what it has left to invoice while its PO is validated at the last level and not consumed.
-- The POs are locked first, as the sheets of the items above.
CREATE FUNCTION budget_aggregates_po_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM purchase_orders WHERE id = ANY (ARRAY(SELECT DISTINCT po_id FROM new_rows)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, o.department_number, x.category_id, 0::bigint AS actual_cents, 0 AS actual_rows,
      sum(x.sign * x.remaining_amount * 100)::bigint AS po_cents, sum(x.sign)::integer AS po_rows,
      0::bigint AS pending_cents, 0 AS pending_rows, 0::bigint AS kg_cents, 0::bigint AS kg_pending_cents,
      0 AS kg_rows
    FROM (SELECT 1 AS sign, project_id, po_id, category_id, remaining_amount FROM new_rows) x
    JOIN purchase_orders o ON o.id = x.po_id
    WHERE o.status = 8 AND NOT o.consumed AND x.remaining_amount > 0
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM purchase_orders WHERE id = ANY (ARRAY(SELECT DISTINCT po_id FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) r)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, o.department_number, x.category_id, 0::bigint AS actual_cents, 0 AS actual_rows,
      sum(x.sign * x.remaining_amount * 100)::bigint AS po_cents, sum(x.sign)::integer AS po_rows,
      0::bigint AS pending_cents, 0 AS pending_rows, 0::bigint AS kg_cents, 0::bigint AS kg_pending_cents,
      0 AS kg_rows
    FROM (SELECT -1 AS sign, project_id, po_id, category_id, remaining_amount FROM old_rows UNION ALL SELECT 1 AS sign, project_id, po_id, category_id, remaining_amount FROM new_rows) x
    JOIN purchase_orders o ON o.id = x.po_id
    WHERE o.status = 8 AND NOT o.consumed AND x.remaining_amount > 0
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSE
    PERFORM 1 FROM purchase_orders WHERE id = ANY (ARRAY(SELECT DISTINCT po_id FROM old_rows)) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, o.department_number, x.category_id, 0::bigint AS actual_cents, 0 AS actual_rows,
      sum(x.sign * x.remaining_amount * 100)::bigint AS po_cents, sum(x.sign)::integer AS po_rows,
      0::bigint AS pending_cents, 0 AS pending_rows, 0::bigint AS kg_cents, 0::bigint AS kg_pending_cents,
      0 AS kg_rows
    FROM (SELECT -1 AS sign, project_id, po_id, category_id, remaining_amount FROM old_rows) x
    JOIN purchase_orders o ON o.id = x.po_id
    WHERE o.status = 8 AND NOT o.consumed AND x.remaining_amount > 0
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  END IF;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER po_items_budget_aggregates_insert AFTER INSERT ON po_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_po_items()
--> statement-breakpoint
CREATE TRIGGER po_items_budget_aggregates_update AFTER UPDATE ON po_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_po_items()
--> statement-breakpoint
CREATE TRIGGER po_items_budget_aggregates_delete AFTER DELETE ON po_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_po_items()
--> statement-breakpoint
-- A PO whose status, consumed flag or department changes moves its lines.
CREATE FUNCTION budget_aggregates_purchase_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT l.project_id, x.department_number, l.category_id, 0::bigint AS actual_cents, 0 AS actual_rows,
      sum(x.sign * l.remaining_amount * 100)::bigint AS po_cents, sum(x.sign)::integer AS po_rows,
      0::bigint AS pending_cents, 0 AS pending_rows, 0::bigint AS kg_cents, 0::bigint AS kg_pending_cents,
      0 AS kg_rows
    FROM (SELECT -1 AS sign, o.id, o.status, o.consumed, o.department_number
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.consumed, n.department_number) IS DISTINCT FROM (o.status, o.consumed, o.department_number) UNION ALL SELECT 1 AS sign, n.id, n.status, n.consumed, n.department_number
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.consumed, n.department_number) IS DISTINCT FROM (o.status, o.consumed, o.department_number)) x
    JOIN po_items l ON l.po_id = x.id
    WHERE x.status = 8 AND NOT x.consumed AND l.remaining_amount > 0
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = l.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER purchase_orders_budget_aggregates_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION budget_aggregates_purchase_orders()
--> statement-breakpoint
-- A deleted PO takes its lines out while they are still there.
CREATE FUNCTION budget_aggregates_purchase_order_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM projects p WHERE p.id = OLD.project_id) THEN RETURN OLD; END IF;
  IF OLD.status = 8 AND NOT OLD.consumed THEN
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT l.project_id, x.department_number, l.category_id, 0::bigint AS actual_cents, 0 AS actual_rows,
      sum(x.sign * l.remaining_amount * 100)::bigint AS po_cents, sum(x.sign)::integer AS po_rows,
      0::bigint AS pending_cents, 0 AS pending_rows, 0::bigint AS kg_cents, 0::bigint AS kg_pending_cents,
      0 AS kg_rows
    FROM (SELECT -1 AS sign, OLD.id, OLD.status, OLD.consumed, OLD.department_number) x
    JOIN po_items l ON l.po_id = x.id
    WHERE x.status = 8 AND NOT x.consumed AND l.remaining_amount > 0
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = l.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  END IF;
  RETURN OLD;
END $$
--> statement-breakpoint
CREATE TRIGGER purchase_orders_budget_aggregates_delete BEFORE DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION budget_aggregates_purchase_order_deleted()
--> statement-breakpoint
-- A carbon ledger entry with a budget category counts its kg CO2e unless excluded (pending ones apart too).
CREATE FUNCTION budget_aggregates_carbon_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, x.department AS department_number, x.budget_category_id AS category_id,
      0::bigint AS actual_cents, 0 AS actual_rows, 0::bigint AS po_cents, 0 AS po_rows, 0::bigint AS pending_cents,
      0 AS pending_rows, sum(x.sign * x.kg_co2e * 100)::bigint AS kg_cents,
      coalesce(sum(x.sign * x.kg_co2e * 100) FILTER (WHERE x.status = 'pending'), 0)::bigint AS kg_pending_cents,
      sum(x.sign)::integer AS kg_rows
    FROM (SELECT 1 AS sign, project_id, department, budget_category_id, status, kg_co2e FROM new_rows) x
    WHERE x.status <> 'excluded' AND x.budget_category_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, x.department AS department_number, x.budget_category_id AS category_id,
      0::bigint AS actual_cents, 0 AS actual_rows, 0::bigint AS po_cents, 0 AS po_rows, 0::bigint AS pending_cents,
      0 AS pending_rows, sum(x.sign * x.kg_co2e * 100)::bigint AS kg_cents,
      coalesce(sum(x.sign * x.kg_co2e * 100) FILTER (WHERE x.status = 'pending'), 0)::bigint AS kg_pending_cents,
      sum(x.sign)::integer AS kg_rows
    FROM (SELECT -1 AS sign, project_id, department, budget_category_id, status, kg_co2e FROM old_rows UNION ALL SELECT 1 AS sign, project_id, department, budget_category_id, status, kg_co2e FROM new_rows) x
    WHERE x.status <> 'excluded' AND x.budget_category_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  ELSE
    INSERT INTO budget_aggregates AS a (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT * FROM (SELECT x.project_id, x.department AS department_number, x.budget_category_id AS category_id,
      0::bigint AS actual_cents, 0 AS actual_rows, 0::bigint AS po_cents, 0 AS po_rows, 0::bigint AS pending_cents,
      0 AS pending_rows, sum(x.sign * x.kg_co2e * 100)::bigint AS kg_cents,
      coalesce(sum(x.sign * x.kg_co2e * 100) FILTER (WHERE x.status = 'pending'), 0)::bigint AS kg_pending_cents,
      sum(x.sign)::integer AS kg_rows
    FROM (SELECT -1 AS sign, project_id, department, budget_category_id, status, kg_co2e FROM old_rows) x
    WHERE x.status <> 'excluded' AND x.budget_category_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM projects p WHERE p.id = x.project_id)
    GROUP BY 1, 2, 3) t
  WHERE t.actual_cents <> 0 OR t.actual_rows <> 0 OR t.po_cents <> 0 OR t.po_rows <> 0 OR t.pending_cents <> 0
    OR t.pending_rows <> 0 OR t.kg_cents <> 0 OR t.kg_pending_cents <> 0 OR t.kg_rows <> 0
  ON CONFLICT ON CONSTRAINT budget_aggregates_node DO UPDATE SET
    actual_cents = a.actual_cents + excluded.actual_cents, actual_rows = a.actual_rows + excluded.actual_rows,
    po_cents = a.po_cents + excluded.po_cents, po_rows = a.po_rows + excluded.po_rows,
    pending_cents = a.pending_cents + excluded.pending_cents, pending_rows = a.pending_rows + excluded.pending_rows,
    kg_cents = a.kg_cents + excluded.kg_cents, kg_pending_cents = a.kg_pending_cents + excluded.kg_pending_cents,
    kg_rows = a.kg_rows + excluded.kg_rows;
  END IF;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER carbon_entries_budget_aggregates_insert AFTER INSERT ON carbon_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_carbon_entries()
--> statement-breakpoint
CREATE TRIGGER carbon_entries_budget_aggregates_update AFTER UPDATE ON carbon_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_carbon_entries()
--> statement-breakpoint
CREATE TRIGGER carbon_entries_budget_aggregates_delete AFTER DELETE ON carbon_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_aggregates_carbon_entries()
--> statement-breakpoint
-- Salaries (timesheets, later): add their columns to budget_aggregates and a trigger of the same kind here.
-- The figures of the productions that exist already.
INSERT INTO budget_aggregates (project_id, department_number, category_id, actual_cents, actual_rows, po_cents, po_rows, pending_cents, pending_rows, kg_cents, kg_pending_cents, kg_rows)
  SELECT s.* FROM projects p CROSS JOIN LATERAL budget_node_sums(p.id, NULL, NULL, NULL) s
