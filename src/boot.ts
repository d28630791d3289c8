/**
 * index.html's module script: the stylesheet of the first screen, then the app once the
 * pre-painted login screen is on the screen (issue 23, "The first load").
 *
 * The page paints from the HTML and this stylesheet (the login screen pre-painted at build time,
 * src/app/prepaint); the app's JavaScript (main.tsx: React, Mantine, i18n…) is fetched and run
 * after that first paint, so it never competes with it for a slow network or a slow phone. With
 * nothing pre-painted (a stored session, a print window) there is nothing to wait for.
 */
import '@/app/styles/first-load-styles';
import { NO_PREPAINT, PREPAINT_ATTRIBUTE } from '@/app/prepaint/prepaint-choice';
import { afterFirstContentfulPaint } from '@/lib/dom/after-first-contentful-paint';
import { nextTask } from '@/lib/dom/next-task';

// A page that does not paint (opened in a background tab) starts the app after this anyway.
const PAINT_WAIT_MS = 1000;

/**
 * The app in steps, each evaluated in a task of its own (one task for all of it was long on a
 * slow phone: Lighthouse, total blocking time): the session's schemas (Zod and
 * src/contract/auth.ts, whose schemas are built on import: about a third of the app's start),
 * React, then the app (main.tsx). Every file of every step is requested at once with the first
 * (scripts/boot-preload-plugin.ts), so the steps cost no extra round trip.
 */
async function startApp(): Promise<void> {
  await import('@/lib/zod-jitless'); // before any schema is built (zod-jitless.ts)
  await import('@/contract/auth');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@/main');
}

// No choice made (the dev server has no pre-paint) or nothing pre-painted: nothing to wait for.
const prepainted = document.documentElement.getAttribute(PREPAINT_ATTRIBUTE);
if (prepainted === null || prepainted === NO_PREPAINT) void startApp();
else afterFirstContentfulPaint(() => void startApp(), PAINT_WAIT_MS);
