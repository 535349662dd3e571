export {
  isPostcodeAddress,
  type LookupOptions,
  lookupPostcode,
  type PostcodeAddress,
  type PostcodeError,
  type ViaCepResponse,
} from './lookup-postcode';
