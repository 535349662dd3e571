import { QueuePage } from './queue-page';

/** The 'analysis-accounts' onboarding queue. */
export default function Page() {
  return <QueuePage queue="analysis-accounts" />;
}
