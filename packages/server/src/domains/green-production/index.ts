/** The production summary's public module (issue 16): the final report the HTTP route serves. */

export { finalReportPdf } from './final-report.pdf';
