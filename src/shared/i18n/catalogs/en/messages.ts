/** en-US texts of messages.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { messagesZh } from '../messages';

export const messagesEn: Record<keyof typeof messagesZh, string> = {
  'messages.bell': 'Messages',
  'messages.title': 'Message centre',
  'messages.tab.messages': 'Messages',
  'messages.tab.todo': 'To-do',
  'messages.readAll': 'Mark all read',
  'messages.readAllConfirm': 'Mark every message as read?',
  'messages.clear': 'Clear messages',
  'messages.clearConfirm': 'Delete every message?',
  'messages.markRead': 'Mark read',
  'messages.delete': 'Delete',
  'messages.unread': 'Unread',
  'messages.device': 'Device',
  'messages.taskNo': 'Task no.',
  'messages.total': '{total} in all',
  'messages.loadMore': 'Load more',
  'messages.factory': 'Factory of the messages',
};
