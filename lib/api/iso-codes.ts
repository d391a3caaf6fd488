/**
 * The codes a targeting rule may use, as compact strings (two letters per code) so the popup
 * bundle stays small: ISO 3166-1 officially assigned alpha-2 codes and ISO 639-1 codes (as
 * listed in Debian's iso-codes 4.15 `iso_639-2.json`), less those phpShort does not know (it
 * refuses a rule for them with a 422, in both versions): CW, SS and SX, and the language ae.
 */

// 246 of the 249 officially assigned codes. XK (Kosovo, user-assigned) is not among them.
const COUNTRIES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCXCYCZDE' +
  'DJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJO' +
  'JPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNR' +
  'NUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSTSVSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTV' +
  'TWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

const LANGUAGES =
  'aaabafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcydadedvdzeeeleneoeseteufafffifjfofrfygagdglgngugvhahe' +
  'hihohrhthuhyhziaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblglilnloltlulvmgmhmimkmlmnmrmsmtmynanbnd' +
  'nengnlnnnonrnvnyocojomorospapiplpsptqurmrnrorurwsascsdsesgsiskslsmsnsosqsrssstsusvswtatetgthtitktltntotrtstttwty' +
  'ugukuruzvevivowawoxhyiyozazhzu';

function pairs(compact: string): ReadonlySet<string> {
  return new Set(compact.match(/../g) ?? []);
}

// Pure: a bundle that never checks a code (the background's) leaves the lists out.
export const COUNTRY_CODES = /* @__PURE__ */ pairs(COUNTRIES);
export const LANGUAGE_CODES = /* @__PURE__ */ pairs(LANGUAGES);
