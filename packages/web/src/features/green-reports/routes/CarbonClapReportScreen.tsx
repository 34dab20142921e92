import { ReportScreen } from '../components/ReportScreen';

/** green/carbon-clap-reporting: the Carbon'Clap report from the ledger (issue 16, greenReporting 3). */
export default function CarbonClapReportScreen() {
  return <ReportScreen kind="carbonClap" />;
}
