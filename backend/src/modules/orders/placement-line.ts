// A line per item for the placements of one API process (ADR 0032). 1,000 buyers arriving at once
// would otherwise move through the pool's queue in lock-step: every one of them reads "not sold
// out" before the first winner commits, and every one then pays for a whole transaction. In line,
// at most `perItem` placements of an item check and hold at a time; those behind them check once
// the winners committed, and find the item sold out (SoldOutMemo: without a query). The database
// still decides every hold: the line only orders this process's buyers, never other processes'.

interface Line {
  running: number;
  waiting: Array<() => void>;
}

export class PlacementLine {
  private readonly lines = new Map<string, Line>();

  constructor(private readonly perItem: number) {}

  async through<T>(key: string, run: () => Promise<T>): Promise<T> {
    let line = this.lines.get(key);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.lines.set(key, line);
    }
    const mine = line;
    // a place freed is handed over as it is (running stays): nobody slips in between
    if (mine.running >= this.perItem) await new Promise<void>((resolve) => mine.waiting.push(resolve));
    else mine.running += 1;
    try {
      return await run();
    } finally {
      const next = mine.waiting.shift();
      if (next) next();
      else if (--mine.running === 0) this.lines.delete(key);
    }
  }

  /** Placements of `key` running or waiting (for tests). */
  size(key: string): number {
    const line = this.lines.get(key);
    return line ? line.running + line.waiting.length : 0;
  }
}
