/**
 * Entry of the classic script index.html loads in its head, before the body is parsed
 * (built on its own by scripts/prepaint-plugin.ts): picks the pre-painted login screen to show.
 */
import { applyPrepaintChoice } from '@/app/prepaint/prepaint-choice';

applyPrepaintChoice(document.documentElement, window.location.pathname);
