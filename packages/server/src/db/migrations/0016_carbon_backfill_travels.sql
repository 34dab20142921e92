-- Issue 14: the travels entered before the ledger followed expense items move into it, as the subscriber would
-- have written them (km × the factor stored on the item, with its provenance). Invoice items from POs count
-- nothing of their own; a travel that already has its entry is left alone.
INSERT INTO "carbon_entries" ("project_id", "source_type", "source_id", "carbon_category", "str_date", "description",
  "amount", "department", "function_number", "budget_category_id", "user_id", "supplier_id", "paid_by_production",
  "status", "is_estimate", "quantity", "unit", "factor_key", "factor_value", "factor_unit", "factor_source",
  "factor_year", "kg_co2e", "lines", "details")
SELECT i."project_id", 'expenseItem', i."id", coalesce(i."co_two_category", 3), i."date", i."description",
  i."amount_total", i."department_number", i."function_number", i."category_id", i."user_id", i."supplier_id", false,
  CASE WHEN i."validated" = 8 THEN 'actual' WHEN i."validated" IN (4, 16) THEN 'excluded' ELSE 'pending' END, false,
  i."km", 'km', i."co2_factor_key", i."co2_factor_value", coalesce(i."co2_factor_unit", 'km'),
  coalesce(i."co2_factor_source", ''), f."year", round(i."km" * i."co2_factor_value", 2),
  jsonb_build_array(jsonb_build_object('label', 'km', 'quantity', f."km", 'unit', 'km', 'factorQuantity', f."km",
    'factorKey', i."co2_factor_key", 'factorValue', f."value", 'factorUnit', coalesce(i."co2_factor_unit", 'km'),
    'factorSource', coalesce(i."co2_factor_source", ''), 'factorYear', f."year", 'overrideId', null,
    'kgCo2e', trim_scale(i."km" * i."co2_factor_value")::text)),
  jsonb_build_object('km', f."km")
FROM "expense_items" i
CROSS JOIN LATERAL (SELECT trim_scale(i."km")::text AS "km", trim_scale(i."co2_factor_value")::text AS "value",
  (substring(coalesce(i."co2_factor_source", '') FROM '\m((?:19|20)\d{2})\M'))::int AS "year") f
WHERE i."type" = 2 AND i."km" IS NOT NULL AND i."co2_factor_key" IS NOT NULL AND i."co2_factor_value" IS NOT NULL
  AND i."po_item_id" IS NULL
ON CONFLICT ("project_id", "source_type", "source_id") DO NOTHING;
