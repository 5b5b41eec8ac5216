// Set-up file of every browser test file: its lane's settings (scratch database, uploads, queue
// prefix) into this worker's environment, for the servers a test starts of its own (a short-hold
// server, a map-stubbed one), which must land on the lane's database and queue.
import { inject } from 'vitest';

Object.assign(process.env, inject('laneEnv'));
