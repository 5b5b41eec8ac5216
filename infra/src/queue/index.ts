export * from './port';
export { InProcessJobs } from './in-process';
export { BullmqQueue, BullmqRunner, type BullmqOptions } from './bullmq';
export * from './timers';
