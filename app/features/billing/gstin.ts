/**
 * GSTIN checks and the GST state codes (pure; runs in the browser too). A GSTIN is 15 characters:
 * a two-digit state code, the holder's PAN, an entity number, "Z" (by default) and a check character
 * computed over the first 14 (base-36, weights 1 and 2 alternating, digits of each product summed in
 * base 36). Sources: docs/billing-rules.md.
 */

/** State and union-territory codes used in GSTINs and as place of supply (CBIC state code list). */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

/** Codes still found in GSTINs issued before a merger or split (25 Daman and Diu, 28 undivided Andhra Pradesh). */
const LEGACY_GSTIN_STATES = new Set(["25", "28"]);

/** Union territories without a legislature charge UTGST instead of SGST. */
const UTGST_STATES = new Set(["04", "26", "31", "35", "38"]);

export const stateName = (code: string): string | undefined => GST_STATES[code];
export const localTaxLabel = (firmStateCode: string): "SGST" | "UTGST" => (UTGST_STATES.has(firmStateCode) ? "UTGST" : "SGST");

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36] as string;
}

const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; message: string };

/** Validates a GSTIN (spaces ignored, case folded): shape, state code and check character. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.replace(/\s+/g, "").toUpperCase();
  const match = SHAPE.exec(gstin);
  if (!match) return { ok: false, message: "A GSTIN has 15 characters: state code, PAN, entity number, Z and a check character" };
  const stateCode = match[1] as string;
  if (!GST_STATES[stateCode] && !LEGACY_GSTIN_STATES.has(stateCode))
    return { ok: false, message: `This GSTIN starts with ${stateCode}, which is not an Indian state code` };
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14])
    return { ok: false, message: "This GSTIN's last character does not match: please check it for a typing mistake" };
  return { ok: true, gstin, stateCode };
}
