/** The bell's query keys live with the keys several features share (answering a tribe invitation refreshes them). */
export { notificationKeys } from '@/lib/query-keys';
