import { onlyDigits } from '@mentor/contract';
import { z } from 'zod';
import { errorView } from '../api/error-view';

/** Address found for a postcode (spec core §3). */
export interface PostcodeAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  zip_code: string;
  ibge_city_code: string;
}

/** The failure of a lookup that reached the service: an error object, never a throw. */
export interface PostcodeError {
  error: true;
  message: string;
}

const viaCepSchema = z
  .object({
    cep: z.string().optional(),
    logradouro: z.string().optional(),
    bairro: z.string().optional(),
    localidade: z.string().optional(),
    uf: z.string().optional(),
    ibge: z.string().optional(),
    erro: z.union([z.boolean(), z.string()]).optional(),
  })
  .passthrough();
export type ViaCepResponse = z.infer<typeof viaCepSchema>;

export interface LookupOptions {
  /** Base URL of the ViaCEP-compatible service (from the configuration document). */
  baseUrl: string;
  /** Return the service's own response instead of the mapped address. */
  raw?: boolean;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  signal?: AbortSignal;
}

/**
 * Looks up a Brazilian postcode (spec core §7.1): `GET {base}/ws/{cep}/json/`. Anything that is
 * not 8 digits once stripped is ignored and only logged ('CEP não informado', 'CEP inválido:
 * {digits}'). The raw response is returned in raw mode or when the service says `erro`; a
 * failed request gives an error object.
 */
export async function lookupPostcode(
  cep: string | null | undefined,
  options: LookupOptions,
): Promise<PostcodeAddress | ViaCepResponse | PostcodeError | null> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const digits = onlyDigits(cep ?? '');
  if (!digits) {
    log('CEP não informado');
    return null;
  }
  if (digits.length !== 8) {
    log(`CEP inválido: ${digits}`);
    return null;
  }
  try {
    const doFetch = options.fetch ?? fetch;
    const response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/ws/${digits}/json/`, {
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) return { error: true, message: `HTTP ${response.status}` };
    const body = viaCepSchema.parse(await response.json());
    if (options.raw || body.erro === true || body.erro === 'true') return body;
    return {
      street: body.logradouro ?? '',
      neighborhood: body.bairro ?? '',
      city: body.localidade ?? '',
      state: body.uf ?? '',
      zip_code: digits,
      ibge_city_code: body.ibge ?? '',
    };
  } catch (error) {
    return { error: true, message: errorView(error).message };
  }
}

export const isPostcodeAddress = (value: unknown): value is PostcodeAddress =>
  typeof value === 'object' && value !== null && 'street' in value && 'zip_code' in value;
