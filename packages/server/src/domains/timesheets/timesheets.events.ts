/**
 * The facts the timesheets domain states (issue 18). Published inside the writing transaction (core/events).
 */
declare module '../../core/events' {
  interface DomainEventMap {
    /** Salary lines of these timesheets were made (final validation) or removed (undo, reopening). */
    'timesheet.salary-lines.changed': { projectId: number; timesheetIds: number[] };
  }
}

export {};
