import { ReceivableListScreen } from '../components/receivable-list-screen';

/** /financial/statement: the receivables with their sum, read-only (ADR 0140). */
export default function StatementPage() {
  return <ReceivableListScreen mode="statement" />;
}
