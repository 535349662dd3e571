/**
 * The `operationId` of an operation its area did not name: the area (its OpenAPI tag), a dot,
 * then the method and the path in camel case, each `{param}` read as `By<Param>` and the API
 * prefix (`/api`, `/gateway`) left out. It depends on nothing but the route's own declaration,
 * so it stays the same while other routes come and go, and no two routes share it.
 *
 * ```ts
 * derivedOperationId('merchants', 'get', '/api/v1/merchant/{id}/acquirer'); // 'merchants.getV1MerchantByIdAcquirer'
 * ```
 */
export function derivedOperationId(area: string, method: string, path: string): string {
  const words = path
    .replace(/^\/(api|gateway)(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...wordsOf(param[1] as string)] : wordsOf(segment);
    });
  return `${safe(area)}.${method.toLowerCase()}${words.map(capitalised).join('')}`;
}

/** Words of a path segment or parameter: `of-upload` → of, upload; `accountID` → account, id. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Letters, digits, `-` and `_` (URL-safe, as generators expect). */
const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');
