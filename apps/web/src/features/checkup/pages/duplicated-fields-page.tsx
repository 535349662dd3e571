import { CheckupFieldsPage } from '../components/checkup-fields-page';

export default function DuplicatedFieldsPage() {
  return <CheckupFieldsPage type="DUPLICATED" />;
}
