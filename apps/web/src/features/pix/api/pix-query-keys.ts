/** Query keys of the Pix screens; mutations invalidate `all` so every Pix list reloads. */
export const pixKeys = {
  all: ['pix'] as const,
  whiteLabels: () => ['pix', 'white-labels'] as const,
  infractions: (query: object) => ['pix', 'infractions', query] as const,
  infraction: (uuid: string) => ['pix', 'infraction', uuid] as const,
  refunds: (query: object) => ['pix', 'refunds', query] as const,
  refund: (uuid: string) => ['pix', 'refund', uuid] as const,
  movements: (query: object) => ['pix', 'movements', query] as const,
  devices: (query: object) => ['pix', 'devices', query] as const,
  smsOutbox: (account: string | null) => ['pix', 'sms-outbox', account] as const,
};
