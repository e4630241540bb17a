import { performance } from 'node:perf_hooks';
import { Mutex } from 'async-mutex';

interface Gate {
  mutex: Mutex;
  /** When a turn last saw the product sold out (performance.now()), or null. */
  soldOutAt: number | null;
}

/**
 * Purchases of one product take their turns in this process before they ask PostgreSQL for the product's row
 * lock. The row lock alone keeps the truth (ARCHITECTURE.md §5; several processes each have their own gate), but
 * under a sale rush every buyer would otherwise wait for it inside a transaction, holding one of the pool's few
 * connections while the holder's own queries wait behind the rush. And a buyer who waited while the last ticket
 * went is told "no tickets" at once, without a turn of the lock: the product was sold out during their request.
 */
export class SaleGate {
  private readonly gates = new Map<string, Gate>();

  /** A request's start, to compare with when the product was seen sold out. */
  static now(): number {
    return performance.now();
  }

  /**
   * Runs `turn` when the product's previous turns in this process are done. `soldOutMeanwhile` says whether a
   * turn saw the product sold out after `arrivedAt`.
   */
  async turn<T>(key: string, arrivedAt: number, turn: (soldOutMeanwhile: boolean) => Promise<T>): Promise<T> {
    let gate = this.gates.get(key);
    if (!gate) {
      gate = { mutex: new Mutex(), soldOutAt: null };
      this.gates.set(key, gate);
    }
    const current = gate;
    try {
      return await current.mutex.runExclusive(() =>
        turn(current.soldOutAt !== null && current.soldOutAt >= arrivedAt),
      );
    } finally {
      // Without waiters the gate and its memory go: a later buyer asks the database again.
      if (!current.mutex.isLocked() && this.gates.get(key) === current) this.gates.delete(key);
    }
  }

  /** The turn running now found no tickets left, or took the last one. */
  soldOut(key: string): void {
    const gate = this.gates.get(key);
    if (gate) gate.soldOutAt = performance.now();
  }
}
