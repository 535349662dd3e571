import { QueuePage } from './queue-page';

/** The 'reproved-accounts' onboarding queue. */
export default function Page() {
  return <QueuePage queue="reproved-accounts" />;
}
