/** The payload envelope's key baked into the build (the page's API client and the service worker). */
import { DEFAULT_PAYLOAD_KEY } from '@/lib/payload-envelope';

export const PAYLOAD_KEY: string = import.meta.env.VITE_PAYLOAD_KEY ?? DEFAULT_PAYLOAD_KEY;
