import { ReceivableListScreen } from '../components/receivable-list-screen';

/** /financial/receivable_registry: receivables with block, unblock, manual adjustment and export. */
export default function ReceivableRegistryPage() {
  return <ReceivableListScreen mode="registry" />;
}
