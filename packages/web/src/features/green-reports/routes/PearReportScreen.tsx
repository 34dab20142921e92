import { ReportScreen } from '../components/ReportScreen';

/** peach-pear-plum/peach-report: the PEAR report from the ledger (issue 16, greenReporting 4). */
export default function PearReportScreen() {
  return <ReportScreen kind="pear" />;
}
