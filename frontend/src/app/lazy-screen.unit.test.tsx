import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forgetFailedLoads, lazyScreen } from './lazy-screen';

function Help() {
  return <h1>Help</h1>;
}

describe('a screen in its own chunk', () => {
  it('loads its code once, however often it is asked for', async () => {
    let loads = 0;
    const help = lazyScreen(
      async () => {
        loads += 1;
        return { Help };
      },
      (module) => module.Help,
    );
    await Promise.all([help.preload(), help.preload()]);
    await help.preload();
    expect(loads).toBe(1);
  });

  it('renders at once once its code is here, without suspending the first render', async () => {
    const help = lazyScreen(async () => ({ Help }), (module) => module.Help);
    await help.preload();
    // renderToStaticMarkup cannot wait for a suspended component: markup here means no suspension
    expect(renderToStaticMarkup(<help.Screen />)).toBe('<h1>Help</h1>');
  });

  it('keeps a failed load until the visitor moves on, then tries again', async () => {
    let attempts = 0;
    const help = lazyScreen(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk missing');
        return { Help };
      },
      (module) => module.Help,
    );
    await expect(help.preload()).rejects.toThrow('chunk missing');
    // rendering the failed screen again (React retries a failed render) sends no new request
    await expect(help.preload()).rejects.toThrow('chunk missing');
    expect(attempts).toBe(1);

    forgetFailedLoads();
    await help.preload();
    expect(attempts).toBe(2);
    expect(renderToStaticMarkup(<help.Screen />)).toBe('<h1>Help</h1>');
  });
});
