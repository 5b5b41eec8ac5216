export * from './port';
export { InProcessJobs } from './in-process';
export { BullmqQueue, BullmqRunner, bullmqOptions, type BullmqOptions } from './bullmq';
export * from './timers';
export * from './parked-timers';
export * from './context-jobs';
