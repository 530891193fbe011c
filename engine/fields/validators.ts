/** A Dutch citizen service number: 9 digits passing the 11-proof (weights 9..2, the last digit -1). */
export function isValidBsn(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const weight = i === 8 ? -1 : 9 - i;
    sum += weight * Number(value[i]);
  }
  // 000000000 passes the arithmetic but is never issued.
  return sum !== 0 && sum % 11 === 0;
}

/** IBAN lengths per country (ISO 13616 registry), covering every SEPA country and most others. */
const IBAN_LENGTHS = new Map(
  [
    "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18",
    "DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23",
    "IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31",
    "MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24",
    "SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30",
  ]
    .join(" ")
    .split(" ")
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))] as const),
);

/** An IBAN (ISO 13616): known country, its length, and the remainder 1 modulo 97. Spaces are allowed. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/ /g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS.get(iban.slice(0, 2)) !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Letters become 10..35; the remainder is taken digit by digit to stay within safe integers.
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
