/**
 * The codes a targeting rule may use, as compact strings (two letters per code) so the popup
 * bundle stays small. Sources: ISO 3166-1 officially assigned alpha-2 codes (249) and ISO 639-1
 * (184, as listed in Debian's iso-codes 4.15 `iso_639-2.json`).
 */

// The 249 officially assigned codes. XK (Kosovo, user-assigned) is left out: servers validate
// against the assigned list and refuse it.
const COUNTRIES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZ' +
  'DEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISIT' +
  'JEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNI' +
  'NLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJ' +
  'TKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

const LANGUAGES =
  'aaabaeafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcydadedvdzeeeleneoeseteufafffifjfofrfygagdglgngugv' +
  'hahehihohrhthuhyhziaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblglilnloltlulvmgmhmimkmlmnmrmsmtmy' +
  'nanbndnengnlnnnonrnvnyocojomorospapiplpsptqurmrnrorurwsascsdsesgsiskslsmsnsosqsrssstsusvswtatetgthtitktltntotr' +
  'tstttwtyugukuruzvevivowawoxhyiyozazhzu';

function pairs(compact: string): ReadonlySet<string> {
  return new Set(compact.match(/../g) ?? []);
}

// Pure: a bundle that never checks a code (the background's) leaves the lists out.
export const COUNTRY_CODES = /* @__PURE__ */ pairs(COUNTRIES);
export const LANGUAGE_CODES = /* @__PURE__ */ pairs(LANGUAGES);
