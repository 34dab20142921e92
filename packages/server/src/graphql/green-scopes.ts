/**
 * Who reads and who changes the green reports, checklist, action plans and production summary (issue 16), as
 * one pair of scopes: administrators, production and the green rights of 001 §6, with the green module.
 */
export const GREEN_REPORT_READERS = {
  $all: {
    module: 'useGreen',
    $any: {
      adminOrProd: true,
      anyRight: ['canAccessGreenReporting', 'canViewGreenTable', 'canViewReportingScreens'],
    },
  },
} as const;

/** Who changes them (answers, plans, actions): administrators, production, canAccessGreenReporting. */
export const GREEN_REPORT_EDITORS = {
  $all: { module: 'useGreen', $any: { adminOrProd: true, right: 'canAccessGreenReporting' } },
} as const;
