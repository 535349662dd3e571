import { CheckupFieldsPage } from '../components/checkup-fields-page';

export default function NotImportedFieldsPage() {
  return <CheckupFieldsPage type="NOT_IMPORTED" />;
}
