/**
 * English of the texts the server stores for people to read (docs/i18n.md): message titles (server/src/modules/
 * work-order/task-messages.ts, report/notices.ts, report/urge-schedule.ts) and alarm contents (alarm/simulator.ts).
 * They are translated when read, from their pattern; what a placeholder captures is translated when it is one of the
 * product's words (a work-order kind, a report kind, a date) and kept otherwise (a factory, a meter, an opinion).
 */
import { translator } from './translate';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const WORDS: Readonly<Record<string, string>> = {
  维修工单: 'repair order',
  保养工单: 'maintenance order',
  巡检工单: 'inspection order',
  故障排查: 'troubleshooting order',
  日报: 'daily report',
  周报: 'weekly report',
  填报: 'fill in',
  审批: 'approve',
};

/** A product word or a month and day (`11月23日` → `Nov 23`); anything else is user data, kept. */
function word(text: string): string {
  const day = /^(\d+)月(\d+)日$/.exec(text);
  if (day) return `${MONTHS[Number(day[1]) - 1] ?? day[1]} ${day[2]}`;
  return WORDS[text] ?? text;
}

/** A report's name (notices.ts `reportName`): factory, day or week, kind. */
const REPORT_NAME_EN: Readonly<Record<string, string>> = {
  '{factory}{md}{rk}': '{factory} {rk} of {md}',
  '{factory}{md}–{md2}{rk}': '{factory} {rk} of {md}–{md2}',
};

export const STORED_TEXTS_EN: Readonly<Record<string, string>> = {
  // work-order to-dos and messages
  '您有新的{kind}待派单': 'A new {kind} waits for dispatch',
  '您有新的{kind}待处理': 'A new {kind} waits for you',
  '您有新的{kind}待处理（转派）': 'A new {kind} was forwarded to you',
  '您有新的{kind}待审核': 'A new {kind} waits for review',
  '您有新的{kind}待派发验收': 'A new {kind} waits for acceptance dispatch',
  您有新的工单待验收: 'A new order waits for your acceptance',
  '{kind}{no} 已创建': '{kind} {no} created',
  '{kind}{no} 已派单': '{kind} {no} dispatched',
  '{kind}{no} 已被转派': '{kind} {no} forwarded',
  '{kind}{no} 已处理': '{kind} {no} handled',
  '{kind}{no} 审核通过': '{kind} {no} passed review',
  '{kind}{no} 审核不通过, 请重新处理': '{kind} {no} failed review: please handle it again',
  '{kind}{no} 审核不通过': '{kind} {no} failed review',
  '{kind}{no} 已派发验收': '{kind} {no} sent for acceptance',
  '{kind}{no} 验收通过, 已关闭': '{kind} {no} accepted and closed',
  '{kind}{no} 验收不通过, 请重新处理': '{kind} {no} not accepted: please handle it again',
  '{kind}{no} 验收不通过': '{kind} {no} not accepted',
  // overdue work-order urges (work-order/urge-repository.ts)
  '{kind}{no} 已超时，请尽快处理': '{kind} {no} is overdue: please handle it now',
  '{kind}{no} 已超时未完成，请督促执行人': '{kind} {no} is overdue: please chase its executor',
  '{kind}{no} 超时未完成，已升级至工厂主管': '{kind} {no} is overdue: escalated to the factory supervisors',
  // report notices and urges
  '请审批{report}': 'Please approve the {report}',
  '{report}已审批通过': 'The {report} is approved',
  '{report}被驳回：{opinion}': 'The {report} was rejected: {opinion}',
  '请于{md}{time}前{verb}{report}': 'Please {verb} the {report} before {md} {time}',
  '{report}已到{verb}截止时间，请尽快{verb}': 'The {report} is due: please {verb} it now',
  '{report}已逾期{n}小时未{verb}': 'The {report} is {n} hours overdue ({verb})',
  // alarm escalation (alarm/escalation-repository.ts)
  '告警升级：{factory} {device} 已{n}分钟未确认':
    'Alarm escalated: {factory} {device} unacknowledged for {n} minutes',
  // the low-stock message to a factory's parts keepers (contract/parts partsLowStockTitle)
  '备件库存不足：{factory} {code} {name} 剩余{n}，低于最低库存{min}':
    'Low stock: {factory} {code} {name} has {n} left, below its minimum of {min}',
  // the alarm journal's notes written by the system (alarm/escalation-repository.ts, alarm/order-release.ts)
  已通知工厂主管: 'Factory supervisors notified',
  已通知系统管理员: 'System administrators notified',
  '工单{no}验收通过': 'Order {no} accepted',
  // alarm contents
  '{name}越限，联动停机保护动作': '{name} over its limit: interlock shutdown',
  '{name}越限，联动报警输出': '{name} over its limit: interlock alarm output',
  '读数 {value} {unit} 超出量程': 'Reading {value} {unit} out of range',
  '仪表通讯中断，离线': 'Meter communication lost: offline',
  '仪表在线，超过15分钟无数据上报': 'Meter online but silent for over 15 minutes',
  '采集器通讯异常，下挂仪表 {n} 块': 'Collector communication fault: {n} meters behind it',
};

const reportName = translator(REPORT_NAME_EN, word);

/** A stored title or content in English (unchanged when no pattern matches: typed by a person). */
export const storedTextEn = translator(STORED_TEXTS_EN, (value) => {
  const name = reportName(value);
  return name === value ? word(value) : name;
});

/** `%` and `_` of a stored text are literal; its placeholders match anything (ILIKE patterns). */
const likeOfStored = (zh: string): string => `%${zh.replace(/[\\%_]/g, '\\$&').replace(/\{\w+\}/g, '%')}%`;

const STORED_EN_TO_ZH: ReadonlyArray<readonly [english: string, like: string]> = [
  ...Object.entries(WORDS),
  ...Object.entries(STORED_TEXTS_EN),
].map(([zh, en]) => [en.replace(/\{\w+\}/g, ' ').toLowerCase(), likeOfStored(zh)] as const);

/**
 * What an English keyword finds among the stored Chinese texts: the ILIKE patterns of every stored text (or product
 * word) whose English reads with the keyword, so an English user searching "repair" or "overdue" finds the titles
 * they read in English (stored in Chinese, translated when read). Empty when no English text holds the keyword.
 */
export function storedTextPatternsForEn(keyword: string): string[] {
  const k = keyword.trim().toLowerCase();
  if (k.length < 2) return [];
  return [...new Set(STORED_EN_TO_ZH.filter(([en]) => en.includes(k)).map(([, like]) => like))];
}

/**
 * English of the process log's stored words (server/src/modules/work-order/log-objects.ts, the timeline's 上报 and the
 * plans' dispatcher names of plan-scheduler.ts). Apart from STORED_TEXTS_EN: a log word is a whole title, and an
 * English to-do search must not match it inside other titles (处理 in 待处理).
 */
export const LOG_TEXTS_EN: Readonly<Record<string, string>> = {
  上报: 'Reported',
  派单: 'Dispatched',
  转派: 'Forwarded',
  处理: 'Handled',
  审核通过: 'Review passed',
  审核不通过: 'Review failed',
  派发验收: 'Sent for acceptance',
  验收通过: 'Accepted',
  验收不通过: 'Not accepted',
  保养计划: 'Maintenance plan',
  巡检计划: 'Inspection plan',
};

/** A process log's stored word in English (unchanged when it is not one: a person's name). */
export const logTextEn = (text: string): string => LOG_TEXTS_EN[text] ?? text;
