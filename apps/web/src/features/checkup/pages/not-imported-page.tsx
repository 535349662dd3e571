import { CheckupPage } from '../components/checkup-page';

/** Check-up tab of the sales the acquirer reported that never became card transactions. */
export default function NotImportedPage() {
  return <CheckupPage type="NOT_IMPORTED" />;
}
