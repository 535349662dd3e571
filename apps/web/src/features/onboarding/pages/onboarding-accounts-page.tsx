import { QueuePage } from './queue-page';

/** The 'onboarding-accounts' onboarding queue. */
export default function Page() {
  return <QueuePage queue="onboarding-accounts" />;
}
