/**
 * The browser notification that tells a buyer waiting in another tab (or another window) that
 * their turn came: the admission lasts minutes, and a queue of thousands is not watched.
 */

export type NotificationAnswer = 'granted' | 'denied' | 'default';

/** The buyer's answer so far; null where the browser has no notifications. */
export function notificationPermission(): NotificationAnswer | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/** Asks the browser's permission (the buyer clicked for it); 'denied' where there is none. */
export async function askNotificationPermission(): Promise<NotificationAnswer> {
  if (typeof Notification === 'undefined') return 'denied';
  return Notification.requestPermission();
}

/** Shows 'Chegou a sua vez!' when allowed; a click brings the queue's tab forward. */
export function notifyAdmission({
  eventTitle,
  until,
}: {
  eventTitle?: string;
  until: string | null;
}) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const deadline = until ? `Reserve seus ingressos até ${until}.` : 'Reserve seus ingressos agora.';
  const notification = new Notification('Chegou a sua vez!', {
    body: eventTitle ? `${eventTitle}: ${deadline}` : deadline,
    // One per event's queue, however often it is shown.
    tag: 'fila-virtual',
  });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
