import { describe, expect, it } from 'vitest';
import { SaleGate } from '../../src/modules/commerce/orders/sale-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('the sale gate', () => {
  it("runs one product's turns one at a time, and other products' beside them", async () => {
    const gate = new SaleGate();
    const log: string[] = [];
    const turn = (key: string, name: string) =>
      gate.turn(key, SaleGate.now(), async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
      });
    await Promise.all([turn('event-1', 'a'), turn('event-1', 'b'), turn('event-2', 'c')]);
    expect(log.indexOf('a out')).toBeLessThan(log.indexOf('b in'));
    expect(log.indexOf('c in')).toBeLessThan(log.indexOf('a out'));
  });

  it('tells a waiting buyer the product sold out while they waited, and forgets it when nobody waits', async () => {
    const gate = new SaleGate();
    const early = SaleGate.now();
    const seen: boolean[] = [];
    const last = gate.turn('event-1', early, async (soldOut) => {
      seen.push(soldOut);
      await tick();
      gate.soldOut('event-1');
    });
    const waiting = gate.turn('event-1', early, async (soldOut) => void seen.push(soldOut));
    await Promise.all([last, waiting]);
    expect(seen).toEqual([false, true]);
    // A buyer arriving after the queue emptied asks the database again.
    await gate.turn('event-1', SaleGate.now(), async (soldOut) => void seen.push(soldOut));
    expect(seen).toEqual([false, true, false]);
  });

  it('does not refuse a buyer who arrived after the sold-out moment (a ticket may have come back)', async () => {
    const gate = new SaleGate();
    const seen: boolean[] = [];
    const first = gate.turn('event-1', SaleGate.now(), async () => {
      gate.soldOut('event-1');
      await tick();
    });
    await tick();
    const later = gate.turn('event-1', SaleGate.now(), async (soldOut) => void seen.push(soldOut));
    await Promise.all([first, later]);
    expect(seen).toEqual([false]);
  });

  it('frees the turn when a turn fails', async () => {
    const gate = new SaleGate();
    await expect(
      gate.turn('event-1', SaleGate.now(), async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(gate.turn('event-1', SaleGate.now(), async () => 'next')).resolves.toBe('next');
  });
});
