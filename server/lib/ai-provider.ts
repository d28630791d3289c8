/**
 * The AI assistant's one outbound call: an OpenAI-compatible chat completion (POST
 * {AI_PROVIDER_URL}/chat/completions), the shape OpenAI, Azure OpenAI, Ollama, llama.cpp's server
 * and most hosted models accept. The answer is the provider's text as it came; nothing is made up
 * when the provider fails: the caller answers 502 or 504 with the reason.
 */
import { z } from 'zod';
import type { AiProviderConfig } from '../config';

export const AI_PROVIDER_TIMEOUT_MS = 20_000;

export type AiPrompt = { instructions: string; input: string };

export class AiProviderError extends Error {
  constructor(
    message: string,
    /** 'timeout' when the provider did not answer in time; 'failed' for any other failure. */
    readonly kind: 'timeout' | 'failed',
  ) {
    super(message);
  }
}

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export type AiAnswer = { text: string; model: string };

export async function askAiProvider(provider: AiProviderConfig, prompt: AiPrompt): Promise<AiAnswer> {
  const timeoutMs = provider.timeoutMs ?? AI_PROVIDER_TIMEOUT_MS;
  const endpoint = new URL('chat/completions', provider.url.endsWith('/') ? provider.url : `${provider.url}/`);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(provider.key ? { authorization: `Bearer ${provider.key}` } : {}) },
      body: JSON.stringify({
        model: provider.model,
        messages: [
          { role: 'system', content: prompt.instructions },
          { role: 'user', content: prompt.input },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw new AiProviderError(`The AI provider did not answer within ${timeoutMs / 1000} s`, 'timeout');
    throw new AiProviderError('The AI provider could not be reached', 'failed');
  }
  if (!response.ok) throw new AiProviderError(`The AI provider refused the request (HTTP ${response.status})`, 'failed');
  const parsed = completionSchema.safeParse(await response.json().catch(() => null));
  const text = parsed.success ? parsed.data.choices[0].message.content.trim() : '';
  if (!text) throw new AiProviderError('The AI provider gave no answer', 'failed');
  return { text, model: parsed.success && parsed.data.model ? parsed.data.model : provider.model };
}
