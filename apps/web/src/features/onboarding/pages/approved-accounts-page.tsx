import { QueuePage } from './queue-page';

/** The 'approved-accounts' onboarding queue. */
export default function Page() {
  return <QueuePage queue="approved-accounts" />;
}
