// The home page's hero carousel (product spec section 4): the active slide advances every 15 s while
// auto-rotation is on and there is more than one slide; next and previous wrap at both ends; a dot
// jumps to its slide; any manual navigation turns auto-rotation off for good.
import { assign, setup } from 'xstate';

export const CAROUSEL_INTERVAL_MS = 15_000;

export interface CarouselContext {
  slideCount: number;
  index: number;
  autoRotate: boolean;
  intervalMs: number;
}

export interface CarouselInput {
  slideCount: number;
  intervalMs?: number;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'SLIDES_CHANGED'; slideCount: number };

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as CarouselInput,
    events: {} as CarouselEvent,
  },
  delays: {
    rotationInterval: ({ context }) => context.intervalMs,
  },
  guards: {
    canRotate: ({ context }) => context.autoRotate && context.slideCount > 1,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    showSlide: assign({
      index: ({ context, event }) => (event.type === 'GO_TO' ? wrap(event.index, context.slideCount) : context.index),
    }),
    stopAutoRotation: assign({ autoRotate: false }),
    countSlides: assign(({ context, event }) => {
      const slideCount = event.type === 'SLIDES_CHANGED' ? Math.max(0, event.slideCount) : context.slideCount;
      return { slideCount, index: Math.min(context.index, Math.max(0, slideCount - 1)) };
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    slideCount: Math.max(0, input.slideCount),
    index: 0,
    autoRotate: true,
    intervalMs: input.intervalMs ?? CAROUSEL_INTERVAL_MS,
  }),
  initial: 'deciding',
  on: {
    NEXT: { target: '.still', actions: ['showNext', 'stopAutoRotation'] },
    PREVIOUS: { target: '.still', actions: ['showPrevious', 'stopAutoRotation'] },
    GO_TO: { target: '.still', actions: ['showSlide', 'stopAutoRotation'] },
    SLIDES_CHANGED: { target: '.deciding', actions: 'countSlides' },
  },
  states: {
    deciding: {
      always: [{ guard: 'canRotate', target: 'rotating' }, { target: 'still' }],
    },
    rotating: {
      after: {
        rotationInterval: { target: 'rotating', reenter: true, actions: 'showNext' },
      },
    },
    /** No timer: one slide or fewer, or auto-rotation was turned off. */
    still: {},
  },
});
