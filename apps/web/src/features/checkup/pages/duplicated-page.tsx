import { CheckupPage } from '../components/checkup-page';

/** Check-up tab of card transactions imported more often than the acquirer reported them. */
export default function DuplicatedPage() {
  return <CheckupPage type="DUPLICATED" />;
}
